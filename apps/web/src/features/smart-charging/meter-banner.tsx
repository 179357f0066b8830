import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { MeterStatusAlert } from './meter-link-modal';
import { useMeterMeasurement } from './smart-charging-api';

/** The meter status banner of a configuration view (spec 3 §2): online, offline or the error. */
export function MeterBanner({ deviceRemoteId }: { deviceRemoteId: string }) {
  const { t } = useTranslation();
  const meter = useMeterMeasurement(deviceRemoteId);
  if (meter.isError)
    return <Alert type="error" showIcon banner title={t('smartCharging.meter.fetchFailed')} />;
  if (!meter.data) return null;
  return (
    <div data-testid="meter-banner" role="status">
      <MeterStatusAlert meter={meter.data} banner />
    </div>
  );
}
