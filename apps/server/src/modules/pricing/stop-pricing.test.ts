import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { sameDayMinutesAgo, startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import type { ScriptedStation } from '../../testing/scripted-station';
import { testChargerPricing } from '../../testing/charger-pricing';
import { everyWeekday, pricedStation } from '../../testing/pricing-at-stop';

describeDatabases('Pricing a recharge at its stop', (database) => {
  const minutesAgo = sameDayMinutesAgo(31);
  let app: OcppTestApp;
  let station: ScriptedStation;
  let profile: string;
  const chargers = testChargerPricing();

  const row = (transactionPk: number) =>
    database.handle.db
      .selectFrom('charging_transaction')
      .select(['transaction_amount', 'income', 'pricing_profile_name', 'energy_cost_cents'])
      .where('transaction_pk', '=', transactionPk)
      .executeTakeFirstOrThrow();
  const items = (transactionPk: number) =>
    database.handle.db
      .selectFrom('transaction_price_item')
      .select(['kind', 'quantity', 'unit_price', 'amount_cents'])
      .where('transaction_pk', '=', transactionPk)
      .orderBy('position')
      .execute();
  const recharge = async (connectorId: number, wh: number) => {
    const { transactionId } = await station.call<{ transactionId: number }>('StartTransaction', {
      connectorId,
      idTag: 'PRICE-TAG',
      meterStart: 1_000,
      timestamp: minutesAgo(30),
    });
    await station.call('MeterValues', {
      connectorId,
      transactionId,
      meterValue: [
        { timestamp: minutesAgo(15), sampledValue: [{ value: String(1_000 + wh / 2) }] },
      ],
    });
    const stop = { transactionId, meterStop: 1_000 + wh, timestamp: minutesAgo(1) };
    await station.call('StopTransaction', stop);
    return { transactionId, stop };
  };

  beforeAll(async () => {
    app = await startOcppApp(database, {}, { chargerPricing: chargers.resolver });
    ({ station, profile } = await pricedStation(
      app,
      database,
      { chargeBoxId: 'PRICE-1', idTag: 'PRICE-TAG', profileName: 'Tarifa' },
      (chargeBoxPk, uuid) => chargers.link(chargeBoxPk, 1, uuid),
    ));
  });
  afterAll(async () => {
    await station?.close();
    await app?.close();
  });

  it("prices a linked connector's recharge by its profile and stores the line items", async () => {
    const { transactionId } = await recharge(1, 10_000);
    // 10 kWh × R$ 2,00 + R$ 3,00 to start; energy cost 10 kWh × R$ 0,80.
    expect(await row(transactionId)).toEqual({
      transaction_amount: 2_300,
      income: 2_300 - 800,
      pricing_profile_name: 'Tarifa',
      energy_cost_cents: 800,
    });
    expect(await items(transactionId)).toEqual([
      expect.objectContaining({ kind: 'start', amount_cents: 300 }),
      expect.objectContaining({
        kind: 'energy',
        quantity: 10,
        unit_price: 200,
        amount_cents: 2_000,
      }),
    ]);
  });

  it('shows the profile and line items in the transaction detail', async () => {
    const { transactionId } = await recharge(1, 2_000);
    const detail = await app.api('GET', `/api/transaction/${transactionId}`);
    expect(detail.body.pricing).toEqual({
      profileName: 'Tarifa',
      items: [
        expect.objectContaining({ kind: 'start', unit: 'recharge', amountCents: 300 }),
        expect.objectContaining({ kind: 'energy', quantity: 2, unitPrice: 200, amountCents: 400 }),
      ],
    });
    expect(detail.body.transaction).toMatchObject({ transactionAmount: 700 });
  });

  it('keeps the fixed station price for a connector without a profile', async () => {
    const { transactionId } = await recharge(2, 10_000);
    // 10 kWh × R$ 1,50 + R$ 1,00 per recharge (the station's fixed cost prices).
    expect(await row(transactionId)).toMatchObject({
      transaction_amount: 1_600,
      pricing_profile_name: null,
    });
    expect(await items(transactionId)).toEqual([]);
  });

  it('prices once: a replayed stop, a profile edited or deleted later change nothing', async () => {
    const { transactionId, stop } = await recharge(1, 4_000);
    const first = await row(transactionId);
    expect(first.transaction_amount).toBe(300 + 800);
    await app.api('PUT', `/api/dynamic-pricing/${profile}/detail`, {
      dynamicPricingDetailFormList: everyWeekday({ kwhPrice: 999 }),
    });
    await station.call('StopTransaction', stop);
    expect(await row(transactionId)).toEqual(first);
    expect(await items(transactionId)).toHaveLength(2);
    expect((await app.api('DELETE', `/api/dynamic-pricing/${profile}`)).statusCode).toBe(200);
    expect(await row(transactionId)).toEqual(first);
    expect(await items(transactionId)).toHaveLength(2);
  });
});
