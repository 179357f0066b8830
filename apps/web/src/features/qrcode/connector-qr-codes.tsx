import { DownloadOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { toDataURL } from 'qrcode';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qrApi } from './qr-api';

interface Shown {
  connectorId: number;
  url?: string;
  png?: string;
  failed?: boolean;
}

/**
 * One QR code per connector for the public start page: its address carries the connector's
 * signed token, fetched when asked for (station rights needed).
 */
export function ConnectorQrCodes(props: { chargeBoxId: string; connectorIds: number[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>();

  async function open(connectorId: number) {
    setShown({ connectorId });
    const result = await qrApi.token(props.chargeBoxId, connectorId);
    if (!result.ok || !result.data) {
      setShown({ connectorId, failed: true });
      return;
    }
    const url = new URL(result.data.path, window.location.origin).toString();
    const png = await toDataURL(url, { width: 320, margin: 1 });
    setShown({ connectorId, url, png });
  }

  if (props.connectorIds.length === 0) return null;
  return (
    <Flex vertical gap={4} align="center">
      <Typography.Text type="secondary">{t('qrPage.connectorCodes')}</Typography.Text>
      <Flex wrap gap={4} justify="center">
        {props.connectorIds.map((id) => (
          <Button
            key={id}
            size="small"
            icon={<QrcodeOutlined />}
            onClick={() => void open(id)}
            aria-label={t('qrPage.connectorCode', { id })}
          >
            {id}
          </Button>
        ))}
      </Flex>
      <Modal
        open={shown !== undefined}
        title={
          shown && `${props.chargeBoxId} · ${t('qrPage.connectorCode', { id: shown.connectorId })}`
        }
        onCancel={() => setShown(undefined)}
        footer={null}
        width={360}
      >
        {shown?.failed ? (
          <Alert type="error" showIcon title={t('qrPage.codeFailed')} />
        ) : !shown?.png ? (
          <Flex justify="center" style={{ padding: 32 }}>
            <Spin />
          </Flex>
        ) : (
          <Flex vertical align="center" gap={12}>
            <img
              src={shown.png}
              alt={t('qrPage.connectorCode', { id: shown.connectorId })}
              width={240}
              height={240}
            />
            <Flex gap={8} wrap justify="center">
              <Button
                icon={<DownloadOutlined />}
                href={shown.png}
                download={`qrcode-${props.chargeBoxId}-${shown.connectorId}.png`}
              >
                {t('qrPage.download')}
              </Button>
              <Button href={shown.url} target="_blank" rel="noopener">
                {t('qrPage.openPage')}
              </Button>
            </Flex>
          </Flex>
        )}
      </Modal>
    </Flex>
  );
}
