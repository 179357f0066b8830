import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18N_OPTIONS } from '../../app/i18n/i18n';
import { memoryStore } from '../../app/storage/storage-keys';
import type { MapChargePoint, MapStationDetails } from './home-types';
import { StationPopupView, type DetailsState } from './station-popup-view';

const marker: MapChargePoint = {
  chargeBoxPk: 7,
  chargeBoxId: 'CB-7',
  online: true,
  state: 'charging',
  locationLatitude: -23.5,
  locationLongitude: -46.6,
  connectors: [
    { connectorId: 1, lastStatus: { status: 'Available', usage: false } },
    { connectorId: 2, lastStatus: { status: 'Charging', usage: true } },
  ],
};
const details: MapStationDetails = {
  ...marker,
  description: 'Shopping Paulista',
  origin: 'MOVE',
  ocppProtocol: 'ocpp1.6',
  chargePointVendor: 'Acme',
  monthConsumption: 12_500,
  address: { street: 'Av. Paulista, 1000' },
  connectors: [
    { connectorId: 1, connectorType: 'Type 2', lastStatus: { status: 'Faulted', usage: false } },
    { connectorId: 2, connectorType: 'CCS 2', lastStatus: { status: 'Available', usage: false } },
  ],
};

async function render(state: DetailsState) {
  const i18n = i18next.createInstance();
  await i18n.init({ ...I18N_OPTIONS, lng: 'en' });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StationPopupView station={marker} details={state} />
    </I18nextProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('station popup', () => {
  it('shows the marker at once and the month energy while the details load', async () => {
    const loading = await render({ isError: false, refetch: () => undefined });
    expect(loading).toContain('CB-7');
    expect(loading).toContain('Loading the station details');
    expect(loading).toContain('aria-busy="true"');
    expect(loading).not.toContain('kWh');
    expect(loading).toContain('Charging');

    const loaded = await render({ data: details, isError: false, refetch: () => undefined });
    expect(loaded).not.toContain('Loading the station details');
    expect(loaded).toContain('Energy this month');
    expect(loaded).toContain('12.50 kWh');
    expect(loaded).toContain('Shopping Paulista');
    expect(loaded).toContain('Av. Paulista, 1000');
    expect(loaded).toContain('Acme');
    expect(loaded).toContain('ocpp1.6');
    expect(loaded).toContain('CCS 2');
    // Statuses stay the marker's (kept live), not the ones read with the details.
    expect(loaded).toMatch(/popup-connector-2"[^>]*>Charging</);
    expect(loaded).not.toContain('Faulted');

    const failed = await render({ isError: true, refetch: () => undefined });
    expect(failed).toContain('The station details could not be loaded.');
    expect(failed).toContain('Try again');
    expect(failed).not.toContain('kWh');
  });

  it('reads the details of its one station with the browser zone', async () => {
    const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ chargePoint: details }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('window', { fetch, localStorage: memoryStore() });
    const { mapStationDetailsQuery } = await import('./home-api');
    const query = mapStationDetailsQuery(7);
    expect(query.queryKey).toEqual(['chargepoints', 'map-station', 7]);
    const read = await query.queryFn({});
    expect(read.monthConsumption).toBe(12_500);
    const url = String(fetch.mock.calls[0]?.[0]);
    expect(url).toMatch(/^\/api\/chargepoints\/map\/7\/?\?timeZone=/);
  });
});
