import { afterAll, beforeAll, expect, it } from 'vitest';
import { minutesAgo, startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import type { ScriptedStation } from '../../testing/scripted-station';
import { describeDatabases } from '../../testing/test-databases';
import { pricedStation } from '../../testing/pricing-at-stop';

describeDatabases('A configuration prices its chargers by its profile', (database) => {
  let app: OcppTestApp;
  let station: ScriptedStation;
  let profile: string;
  let groupId: number;

  beforeAll(async () => {
    app = await startOcppApp(database);
    const names = { chargeBoxId: 'CFG-PRICE-1', idTag: 'CFG-PRICE-TAG', profileName: 'Site' };
    ({ station, profile } = await pricedStation(app, database, names, async (pk, uuid) => {
      const group = await app.api('POST', '/gateway/virtual-groups', {
        name: 'Garagem',
        description: 'Centro',
        charge_boxs: [{ charge_box_id: pk }],
        dynamic_pricing: { enabled: true, type: 'station', connector1_dynamic_pricing_id: uuid },
      });
      expect(group.statusCode).toBe(201);
      groupId = group.body.virtual_group_id as number;
    }));
  });
  afterAll(async () => {
    await station?.close();
    await app?.close();
  });

  it('prices a recharge on a charger of the configuration by its profile', async () => {
    const { transactionId } = await station.call<{ transactionId: number }>('StartTransaction', {
      connectorId: 2,
      idTag: 'CFG-PRICE-TAG',
      meterStart: 0,
      timestamp: minutesAgo(20),
    });
    await station.call('StopTransaction', {
      transactionId,
      meterStop: 5_000,
      timestamp: minutesAgo(1),
    });
    const detail = await app.api('GET', `/api/transaction/${transactionId}`);
    // 'station' mode: connector 2 uses profile 1; 5 kWh × R$ 2,00 + R$ 3,00 (not 5 × 1,50 + 1,00).
    expect(detail.body.transaction).toMatchObject({ transactionAmount: 1_300 });
    expect(detail.body.pricing).toMatchObject({ profileName: 'Site' });
  });

  it('counts the charger on the profile, and unlinks the profile when it is deleted', async () => {
    const list = await app.api('GET', '/api/dynamic-pricing');
    expect(list.body.dynamicPricingList).toContainEqual(
      expect.objectContaining({ uuid: profile, chargeBoxCount: 1 }),
    );
    expect((await app.api('DELETE', `/api/dynamic-pricing/${profile}`)).statusCode).toBe(200);
    const group = await app.api('GET', `/gateway/virtual-groups/${groupId}`);
    expect(group.body.dynamic_pricing).toMatchObject({
      connector1_dynamic_pricing_id: null,
      connector2_dynamic_pricing_id: null,
      connector3_dynamic_pricing_id: null,
    });
  });
});
