import { connectorDisplayState, type ConnectorDisplayState } from '@chargedeck/shared';
import { Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConnectorView } from './stations-types';

/** Connector status colours (spec 2 §4; the same palette as the home map). */
export const CONNECTOR_COLOURS: Record<ConnectorDisplayState, string> = {
  busy: '#d46b08',
  faulted: '#cf1322',
  available: '#389e0d',
  maintenance: '#1d39c4',
  unavailable: '#8c8c8c',
};

export function ConnectorDots({ connectors }: { connectors: ConnectorView[] }) {
  const { t } = useTranslation();
  return (
    <Flex gap={6} wrap>
      {connectors.map((c) => {
        const state = connectorDisplayState(c.lastStatus.status);
        const label = `${c.connectorId}: ${t(`stations.connectorState.${state}`)}`;
        return (
          <Tooltip key={c.connectorId} title={label}>
            <span
              role="img"
              aria-label={label}
              data-state={state}
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                minWidth: 22,
                height: 22,
                borderRadius: 11,
                background: CONNECTOR_COLOURS[state],
                color: '#fff',
                fontSize: 12,
                fontWeight: 600,
              }}
            >
              {c.connectorId}
            </span>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
