import { afterAll, beforeAll, expect, it } from 'vitest';
import { minutesAgo, startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { ScriptedStation } from '../../testing/scripted-station';
import { describeDatabases } from '../../testing/test-databases';
import { FIXED_STATION_PRICE, pricedStation } from '../../testing/pricing-at-stop';

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

  /** A 5 kWh recharge on connector 2 of `on`, stopped; its transaction detail. */
  const recharge = async (on: ScriptedStation) => {
    const { transactionId } = await on.call<{ transactionId: number }>('StartTransaction', {
      connectorId: 2,
      idTag: 'CFG-PRICE-TAG',
      meterStart: 0,
      timestamp: minutesAgo(20),
    });
    await on.call('StopTransaction', {
      transactionId,
      meterStop: 5_000,
      timestamp: minutesAgo(1),
    });
    return app.api('GET', `/api/transaction/${transactionId}`);
  };

  it('prices a recharge on a charger of the configuration by its profile', async () => {
    const detail = await recharge(station);
    // 'station' mode: connector 2 uses profile 1; 5 kWh × R$ 2,00 + R$ 3,00 (not 5 × 1,50 + 1,00).
    expect(detail.body.transaction).toMatchObject({ transactionAmount: 1_300 });
    expect(detail.body.pricing).toMatchObject({ profileName: 'Site' });
  });

  it('prices a charger put into the configuration at its next stop, without waiting', async () => {
    const chargeBoxPk = await app.addStation('CFG-PRICE-2', FIXED_STATION_PRICE);
    const other = await ScriptedStation.connect(app.ocppUrl, 'CFG-PRICE-2');
    try {
      await other.boot();
      // Outside every configuration: the station's fixed prices, 5 kWh × R$ 1,50 + R$ 1,00.
      expect((await recharge(other)).body.transaction).toMatchObject({ transactionAmount: 850 });
      // Put into the configuration by a write this server did not make (another node's).
      await database.handle.db
        .insertInto('virtual_group_charge_box')
        .values({ virtual_group_pk: groupId, charge_box_pk: chargeBoxPk })
        .execute();
      const detail = await recharge(other);
      expect(detail.body.transaction).toMatchObject({ transactionAmount: 1_300 });
      expect(detail.body.pricing).toMatchObject({ profileName: 'Site' });
    } finally {
      await other.close();
    }
  });

  it('counts the charger on the profile, and unlinks the profile when it is deleted', async () => {
    const list = await app.api('GET', '/api/dynamic-pricing');
    expect(list.body.dynamicPricingList).toContainEqual(
      expect.objectContaining({ uuid: profile, chargeBoxCount: 2 }),
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
