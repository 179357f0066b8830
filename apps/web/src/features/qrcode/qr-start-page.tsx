import { ThunderboltOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { ApiError } from '../../app/api/api-error';
import { RobotCheck } from '../../components/robot-check/robot-check';
import { useRobotCheck } from '../../components/robot-check/use-robot-check';
import { AuthLayout } from '../auth/auth-layout';
import { useFormat } from '../../app/i18n/use-format';
import { qrApi, useQrStatus, type QrTarget } from './qr-api';
import { qrStopSecrets } from './qr-stop-secrets';
import { QR_TEXTS, QR_WARNING_SECONDS } from './qr-texts';
import { usePublicConnectorTopic } from './use-public-connector-topic';

const STATUS_COLOURS: Record<string, string> = {
  Available: 'green',
  Preparing: 'gold',
  Charging: 'orange',
  Finishing: 'gold',
  SuspendedEV: 'gold',
  SuspendedEVSE: 'gold',
  Reserved: 'blue',
  Faulted: 'red',
  Unavailable: 'default',
  Maintenance: 'geekblue',
  connector_unavailable: 'default',
};
const KNOWN_STATUSES = Object.keys(STATUS_COLOURS);

/**
 * Public QR page (spec 1 §2 /qrcode/start/{chargeBoxId}/{connectorId}): no login; the connector's
 * live status, the robot check, and START and STOP once the check passed.
 */
export function QrStartPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const params = useParams();
  const [search] = useSearchParams();
  const target: QrTarget = {
    chargeBoxId: params.chargeBoxId ?? '',
    connectorId: Number(params.connectorId),
    token: search.get('token') ?? '',
  };
  const queryClient = useQueryClient();
  // Each status message of the live topic reads the status again; polling stays as a fallback.
  const live = usePublicConnectorTopic(target, () => {
    void queryClient.invalidateQueries({ queryKey: ['qrcode', 'status'] });
  });
  const status = useQrStatus(target, live);
  const robot = useRobotCheck();
  const [humanConfirmed, setHumanConfirmed] = useState(false);
  const [busy, setBusy] = useState<'start' | 'stop' | null>(null);
  useEffect(() => {
    if (robot.verified) setHumanConfirmed(true);
  }, [robot.verified]);

  const failure = (status.error as ApiError | null)?.failure;
  const refused = failure?.status === 403 || failure?.status === 404 || failure?.status === 400;

  async function send(command: 'start' | 'stop') {
    const allowed = command === 'start' ? robot.value !== null : humanConfirmed;
    if (!allowed || busy) {
      void message.warning(QR_TEXTS.notVerified, QR_WARNING_SECONDS);
      return;
    }
    setBusy(command);
    const secrets = qrStopSecrets();
    if (command === 'start') {
      const result = await qrApi.start(target, robot.value ?? '');
      setBusy(null);
      // An answered robot check is spent: the next START needs a new one.
      robot.reset();
      if (result.ok && result.data) secrets.keep(target, result.data.stopSecret);
      answered(command, result);
      return;
    }
    const result = await qrApi.stop(target, secrets.get(target));
    setBusy(null);
    if (result.ok) secrets.forget(target);
    answered(command, result);
  }

  function answered(command: 'start' | 'stop', result: { ok: boolean; status?: number }) {
    if (result.ok) {
      void message.success(command === 'start' ? QR_TEXTS.startSent : QR_TEXTS.stopSent);
      void status.refetch();
      return;
    }
    const text = command === 'start' ? QR_TEXTS.startFailed : QR_TEXTS.stopFailed;
    // Only the browser that started a recharge may stop it here (never a card's recharge).
    if (command === 'stop' && result.status === 403) {
      void message.error(`${text} ${t('qrPage.notYourRecharge')}`);
      return;
    }
    void message.error(result.status === 429 ? `${text} ${t('qrPage.tooMany')}` : text);
  }

  const data = status.data;
  const statusKey = data && KNOWN_STATUSES.includes(data.status) ? data.status : 'Unspecified';
  const verified = { start: robot.value !== null, stop: humanConfirmed };
  const commandButton = (command: 'start' | 'stop') => (
    <Button
      type={command === 'start' ? 'primary' : 'default'}
      danger={command === 'stop'}
      size="large"
      block
      aria-disabled={!verified[command]}
      className={verified[command] ? undefined : 'qr-command-locked'}
      style={verified[command] ? undefined : { opacity: 0.5, cursor: 'not-allowed' }}
      loading={busy === command}
      onClick={() => void send(command)}
    >
      {command === 'start' ? 'START' : 'STOP'}
    </Button>
  );

  return (
    <AuthLayout title={t('qrPage.title')}>
      {refused ? (
        <Alert
          type="error"
          showIcon
          title={failure?.status === 404 ? t('qrPage.notFound') : t('qrPage.invalid')}
        />
      ) : (
        <Flex vertical gap={16}>
          {status.isPending ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : (
            <>
              {status.isError && <Alert type="warning" showIcon title={t('qrPage.loadFailed')} />}
              {data && (
                <Descriptions
                  column={1}
                  size="small"
                  bordered
                  styles={{ label: { whiteSpace: 'nowrap', width: 1 } }}
                  items={[
                    {
                      key: 'station',
                      label: t('qrPage.station'),
                      children: (
                        <span style={{ overflowWrap: 'anywhere' }}>
                          <Typography.Text strong>
                            {data.description || data.chargeBoxId}
                          </Typography.Text>
                          <br />
                          <Typography.Text type="secondary">{data.chargeBoxId}</Typography.Text>
                        </span>
                      ),
                    },
                    {
                      key: 'connector',
                      label: t('qrPage.connector', { id: data.connectorId }),
                      children: (
                        <Flex vertical gap={4} role="status" aria-live="polite">
                          <span>
                            <Tag
                              color={STATUS_COLOURS[statusKey] ?? 'default'}
                              data-testid="qr-status"
                            >
                              {t(`qrPage.statuses.${statusKey as 'Available'}`)}
                            </Tag>
                          </span>
                          {data.charging && (
                            <Typography.Text>
                              <ThunderboltOutlined /> {t('qrPage.charging')}
                            </Typography.Text>
                          )}
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {live && (
                              <Tag color="green" bordered={false} style={{ fontSize: 11 }}>
                                {t('qrPage.live')}
                              </Tag>
                            )}
                            {t('qrPage.updatedAt', {
                              time: format.time(status.dataUpdatedAt, true),
                            })}
                          </Typography.Text>
                        </Flex>
                      ),
                    },
                  ]}
                />
              )}
            </>
          )}
          {!humanConfirmed && (
            <Typography.Text type="secondary">{t('qrPage.verifyHint')}</Typography.Text>
          )}
          <RobotCheck {...robot.bind} />
          <Flex gap={12}>
            {commandButton('start')}
            {commandButton('stop')}
          </Flex>
        </Flex>
      )}
    </AuthLayout>
  );
}
