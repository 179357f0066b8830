import { DownloadOutlined } from '@ant-design/icons';
import { stationDeepLink } from '@chargedeck/shared';
import { Button, Flex } from 'antd';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deepLinkBase } from '../../app/start-up/tenant-links';
import { browserStore } from '../../app/storage/storage-keys';

/** The station's deep-link QR code, downloadable as a PNG (spec 2 §9). */
export function StationQrCode({
  chargeBoxPk,
  chargeBoxId,
  uuid,
}: {
  chargeBoxPk: number;
  chargeBoxId: string;
  uuid: string;
}) {
  const { t } = useTranslation();
  const [png, setPng] = useState<string>();
  const host = deepLinkBase(browserStore(), window.location.origin);
  const link = stationDeepLink(host, chargeBoxPk, uuid);

  useEffect(() => {
    let live = true;
    void toDataURL(link, { width: 320, margin: 1 }).then((url) => live && setPng(url));
    return () => {
      live = false;
    };
  }, [link]);

  return (
    <Flex vertical align="center" gap={8}>
      {png && <img src={png} alt={`QR ${chargeBoxId}`} width={140} height={140} />}
      <Button
        size="small"
        icon={<DownloadOutlined />}
        disabled={!png}
        href={png}
        download={`qrcode-${chargeBoxId}.png`}
      >
        {t('stations.card.downloadQr')}
      </Button>
    </Flex>
  );
}
