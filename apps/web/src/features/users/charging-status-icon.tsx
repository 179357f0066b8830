import { PauseCircleOutlined, ThunderboltFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { chargingColour } from '../../components/charging-colours';

/** The users list's Charging column: a bolt while charging, an idle sign otherwise. */
export function ChargingStatusIcon({ charging }: { charging: boolean }) {
  const { t } = useTranslation();
  const label = charging ? t('users.list.charging') : t('users.list.idle');
  return (
    <span role="img" aria-label={label} title={label} data-charging={charging}>
      {charging ? (
        <ThunderboltFilled style={{ color: chargingColour(true), fontSize: 18 }} />
      ) : (
        <PauseCircleOutlined style={{ color: chargingColour(false), fontSize: 18 }} />
      )}
    </span>
  );
}
