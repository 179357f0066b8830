import { provisionStations, silentLogger, typeConnectors } from '@chargedeck/simulator';
import { describe, expect, it } from 'vitest';
import { ADMIN, useProduct } from '../support/product';
import { screenshot } from '../support/screenshots';
import { STATION_PASSWORD } from '../support/simulated-stations';

interface Listed {
  chargePointList: {
    chargeBoxPk: number;
    chargeBoxId: string;
    connectors: { connectorId: number; connectorType: string | null }[];
  }[];
}

/** A station provisioned as `npm run demo` does it: its form saves as it is. */
describe('a provisioned station', () => {
  const product = useProduct({
    robotCheck: 'off',
    env: { MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' },
  });

  it('opens in the form and saves unchanged, its connectors included', async () => {
    const { session, stations } = await provisionStations({
      api: product.baseUrl,
      email: ADMIN.email,
      password: ADMIN.password,
      chargeBoxIds: ['PROV-1'],
      authorizationKey: STATION_PASSWORD,
      around: { latitude: -23.5505, longitude: -46.6333 },
      pricePerKwhCents: 189,
    });
    expect(stations.created).toEqual(['PROV-1']);
    const station = await product.connectStation('PROV-1', { logger: silentLogger });
    await station.settled();
    expect(await typeConnectors(session, { chargeBoxIds: ['PROV-1'], connectors: 2 })).toEqual({
      typed: 2,
      missing: [],
    });
    const api = await product.adminApi();
    const listed = async () =>
      ((await (await api.call('GET', '/api/chargepoints?searchInput=PROV-1')).json()) as Listed)
        .chargePointList[0];
    const before = await listed();

    const { context, page } = await product.signedInPage({
      width: 1280,
      path: `/stations/edit/${before?.chargeBoxPk}`,
    });
    await page.getByRole('heading', { name: 'Editando estação' }).waitFor();
    await page.getByRole('tab', { name: 'Configurações técnicas' }).click();
    await page.getByText('Type 2').first().waitFor();
    await screenshot(page, 'provisioned-station-form');
    const connectorAnswers: number[] = [];
    page.on('response', (response) => {
      if (/\/api\/chargepoints\/\d+\/connector\/\d+\/?$/.test(response.url()))
        connectorAnswers.push(response.status());
    });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Estação atualizada com sucesso!').waitFor();
    await page.waitForURL((url) => url.pathname === '/stations');
    expect(connectorAnswers).toEqual([200, 200]);
    expect(await page.locator('.ant-message-notice-warning').count()).toBe(0);
    expect((await listed())?.connectors).toEqual(before?.connectors);
    await context.close();
  });
});
