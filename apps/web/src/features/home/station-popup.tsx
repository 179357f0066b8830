import { useTranslation } from 'react-i18next';
import type { MapChargePoint } from './home-types';

/** Popup body: chargeBoxId, description, street, origin, vendor, protocol, month kWh, connectors. */
export function StationPopupBody({ station }: { station: MapChargePoint }) {
  const { t } = useTranslation();
  const kwh = (station.monthConsumption / 1000).toLocaleString(undefined, {
    maximumFractionDigits: 2,
  });
  const rows: [string, string][] = [
    [t('dashboard.map.street'), station.address.street ?? '–'],
    [t('dashboard.map.origin'), station.origin],
    [t('dashboard.map.vendor'), station.chargePointVendor ?? '–'],
    [t('dashboard.map.protocol'), station.ocppProtocol ?? '–'],
    [t('dashboard.map.monthEnergy'), `${kwh} kWh`],
  ];
  return (
    <div data-testid="station-popup" style={{ minWidth: 200, maxWidth: 260 }}>
      <strong>{station.chargeBoxId}</strong>
      <div>{station.description}</div>
      <dl
        style={{
          margin: '8px 0',
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: '2px 8px',
        }}
      >
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: '#595959' }}>{label}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
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
              <td>{c.connectorType ?? '–'}</td>
              <td data-testid={`popup-connector-${c.connectorId}`}>{c.lastStatus.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
