import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/use-format';
import type { MapChargePoint, MapStationDetails } from './home-types';

/** The popup's details as they are being read: loading (no data), failed or read. */
export interface DetailsState {
  data?: MapStationDetails;
  isError: boolean;
  refetch: () => unknown;
}

export function StationPopupView(props: { station: MapChargePoint; details: DetailsState }) {
  const { t } = useTranslation();
  const { station, details } = props;
  const info = details.data;
  const typeOf = (connectorId: number) =>
    info?.connectors.find((c) => c.connectorId === connectorId)?.connectorType;
  return (
    <div data-testid="station-popup" style={{ minWidth: 200, maxWidth: 260 }}>
      <strong>{station.chargeBoxId}</strong>
      {info ? (
        <>
          <div>{info.description}</div>
          <StationFacts details={info} />
        </>
      ) : details.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ margin: '8px 0', padding: '4px 8px' }}
          title={t('dashboard.map.detailsFailed')}
          action={
            <Button size="small" onClick={() => void details.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <div
          role="status"
          aria-busy="true"
          data-testid="station-popup-loading"
          style={{ margin: '8px 0', display: 'flex', gap: 8, alignItems: 'center' }}
        >
          <Spin size="small" />
          <span>{t('dashboard.map.detailsLoading')}</span>
        </div>
      )}
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>
          {t('dashboard.map.connectors')}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left' }}>
              #
            </th>
            <th scope="col" style={{ textAlign: 'left' }}>
              {t('dashboard.map.type')}
            </th>
            <th scope="col" style={{ textAlign: 'left' }}>
              {t('dashboard.map.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {station.connectors.map((c) => (
            <tr key={c.connectorId}>
              <td>{c.connectorId}</td>
              <td>{info ? (typeOf(c.connectorId) ?? '–') : '…'}</td>
              <td data-testid={`popup-connector-${c.connectorId}`}>{c.lastStatus.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StationFacts({ details }: { details: MapStationDetails }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: [string, string, string][] = [
    ['street', t('dashboard.map.street'), details.address.street ?? '–'],
    ['origin', t('dashboard.map.origin'), details.origin],
    ['vendor', t('dashboard.map.vendor'), details.chargePointVendor ?? '–'],
    ['protocol', t('dashboard.map.protocol'), details.ocppProtocol ?? '–'],
    ['month-energy', t('dashboard.map.monthEnergy'), format.energy(details.monthConsumption)],
  ];
  return (
    <dl
      style={{
        margin: '8px 0',
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: '2px 8px',
      }}
    >
      {rows.map(([key, label, value]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt style={{ color: '#595959' }}>{label}</dt>
          <dd data-testid={`popup-${key}`} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
