import type { MeterMeasurement } from '@chargedeck/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';

/** A meter's latest reading per phase and its time (DD/MM/YYYY HH:mm:ss, spec 3 §9). */
export function MeterReading({ meter }: { meter: MeterMeasurement }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!meter.current || !meter.timestamp)
    return <Typography.Text type="secondary">{t('smartCharging.meter.noReading')}</Typography.Text>;
  const phase = meter.current.phase;
  const amps = (a: number) => format.number(a, 1);
  return (
    <span>
      {t('smartCharging.meter.reading', {
        a: amps(phase['01']),
        b: amps(phase['02']),
        c: amps(phase['03']),
      })}
      {' · '}
      {t('smartCharging.meter.readAt', { time: format.dateTime(meter.timestamp, true) })}
    </span>
  );
}
