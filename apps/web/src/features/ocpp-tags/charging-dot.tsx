import { useTranslation } from 'react-i18next';

/** Spec 2 "OCPP tags": green dot when the tag is in a transaction, orange otherwise. */
export function ChargingDot({ charging }: { charging: boolean }) {
  const { t } = useTranslation();
  const label = charging ? t('stationOps.tags.charging') : t('stationOps.tags.notCharging');
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-charging={charging}
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        background: charging ? '#389e0d' : '#fa8c16',
      }}
    />
  );
}
