import type { GroupSmartChargingLink, SmartChargingSetup } from '@chargedeck/shared';
import { Alert, Button, Card, Descriptions, Empty, Flex, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat } from '../../app/i18n/use-format';
import { PhaseChart } from './phase-chart';
import { useGroupSmartCharging, useMeterHistory, useMeterMeasurement } from './smart-charging-api';

/** The Smart Charging tab (spec 3 §2): the setup's figures and the last hour's phases. */
export function SmartChargingTab({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useGroupSmartCharging(groupId);
  if (link.isError)
    return <Alert type="error" showIcon title={t('smartCharging.tab.loadFailed')} />;
  if (!link.data) return <Skeleton active />;
  const setup = link.data.smart_charging;
  if (!setup)
    return (
      <Empty description={t('smartCharging.tab.none')}>
        <Button type="primary" onClick={() => navigate(`/virtual-groups/edit/${groupId}`)}>
          {t('smartCharging.tab.configure')}
        </Button>
      </Empty>
    );
  return (
    <Flex vertical gap={16}>
      <Card title={t('smartCharging.tab.setup')}>
        <SetupFigures link={link.data} setup={setup} />
      </Card>
      <Card title={t('smartCharging.tab.chart')} styles={{ title: { whiteSpace: 'normal' } }}>
        <MeterChart
          deviceRemoteId={setup.meter_device_remote_id}
          breaker={setup.current_nominal_a}
        />
      </Card>
    </Flex>
  );
}

/** The Overview's smart-charging card: on or off, the breaker and the meter's highest phase. */
export function SmartChargingCard({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const link = useGroupSmartCharging(groupId);
  const setup = link.data?.smart_charging ?? null;
  return (
    <Card title={t('smartCharging.title')} loading={link.isLoading}>
      {link.isError && <Alert type="error" showIcon title={t('smartCharging.tab.loadFailed')} />}
      {link.data && !setup && <Empty description={t('smartCharging.tab.none')} />}
      {link.data && setup && <SetupFigures link={link.data} setup={setup} compact />}
    </Card>
  );
}

function SetupFigures(props: {
  link: GroupSmartChargingLink;
  setup: SmartChargingSetup;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { setup } = props;
  const meter = useMeterMeasurement(setup.meter_device_remote_id);
  const on = props.link.enabled && setup.enabled;
  const day = (d: string | null) => (d ? format.date(d) : '—');
  const amps = (a: number | null | undefined) =>
    a === null || a === undefined ? '—' : `${format.number(a, 1)} A`;
  return (
    <Descriptions column={props.compact ? 1 : { xs: 1, md: 2 }} size="small">
      <Descriptions.Item label={t('smartCharging.title')}>
        <Tag color={on ? 'green' : 'default'}>
          {on ? t('configurations.enabled') : t('configurations.disabled')}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('smartCharging.current')}>
        {amps(setup.current_nominal_a)}
      </Descriptions.Item>
      <Descriptions.Item label={`${t('smartCharging.startDate')} – ${t('smartCharging.endDate')}`}>
        {t('smartCharging.tab.period', { start: day(setup.start_date), end: day(setup.end_date) })}
      </Descriptions.Item>
      {!props.compact && (
        <Descriptions.Item label={t('smartCharging.modulation')}>
          {t('smartCharging.dynamic')}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('smartCharging.meter.title')}>
        {setup.meter_device_remote_id ?? t('smartCharging.meter.none')}
      </Descriptions.Item>
      {meter.data && (
        <Descriptions.Item label={t('smartCharging.tab.latestMax')}>
          {meter.data.status === 1
            ? amps(meter.data.phaseMaxValue)
            : t('smartCharging.meter.offline')}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function MeterChart(props: { deviceRemoteId: string | null; breaker: number | null }) {
  const { t } = useTranslation();
  const history = useMeterHistory(props.deviceRemoteId);
  if (!props.deviceRemoteId) return <Empty description={t('smartCharging.meter.none')} />;
  if (history.isError)
    return <Alert type="error" showIcon title={t('smartCharging.meter.fetchFailed')} />;
  if (!history.data) return <Skeleton active />;
  if (history.data.readings.length === 0)
    return <Empty description={t('smartCharging.tab.chartEmpty')} />;
  return <PhaseChart history={history.data} breaker={props.breaker} />;
}
