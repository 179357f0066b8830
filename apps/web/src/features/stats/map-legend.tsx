import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StationState } from './home-types';
import { STATE_COLOURS } from './station-state';

const STATES: StationState[] = ['charging', 'maintenance', 'available', 'unavailable'];

export function MapLegend() {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={12} aria-label={t('dashboard.map.legend')} role="list" style={{ marginTop: 8 }}>
      {STATES.map((state) => (
        <Flex key={state} role="listitem" align="center" gap={6}>
          <span
            aria-hidden
            style={{ width: 12, height: 12, borderRadius: '50%', background: STATE_COLOURS[state] }}
          />
          {t(`dashboard.stations.${state}`)}
        </Flex>
      ))}
    </Flex>
  );
}
