import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  sameDayMinutesAgo,
  startOcppApp,
  waitFor,
  type OcppTestApp,
} from '../../testing/ocpp-test-kit';
import { ScriptedStation, addTag } from '../../testing/scripted-station';
import { describeDatabases } from '../../testing/test-databases';

const minutesAgo = sameDayMinutesAgo(41);
const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

interface Item {
  id: number;
  stopTimestamp: string | null;
  energyWh: number | null;
  transactionAmount?: number | null;
  income?: number | null;
  isAmountEstimate?: boolean;
}

describeDatabases(
  'The running estimate and idle time of a recharge priced by a profile',
  (database) => {
    let app: OcppTestApp;
    let station: ScriptedStation;
    let fixed: ScriptedStation;

    const detail = async (id: number) => (await app.api('GET', `/api/transaction/${id}`)).body;
    const listed = async (id: number) => {
      const page = (await app.api('GET', '/api/transaction?size=50')).body as { list: Item[] };
      return page.list.find((x) => x.id === id);
    };
    /** A recharge started 30 minutes ago at 1 kWh that has read `wh` since, one minute ago. */
    const running = async (on: ScriptedStation, connectorId: number, wh: number) => {
      const { transactionId } = await on.call<{ transactionId: number }>('StartTransaction', {
        connectorId,
        idTag: 'EST-TAG',
        meterStart: 1_000,
        timestamp: minutesAgo(30),
      });
      await on.call('MeterValues', {
        connectorId,
        transactionId,
        meterValue: [{ timestamp: minutesAgo(1), sampledValue: [{ value: String(1_000 + wh) }] }],
      });
      await waitFor(async () => ((await listed(transactionId))?.energyWh ? true : undefined));
      return transactionId;
    };
    const status = (on: ScriptedStation, connectorId: number, value: string, at: string) =>
      on.call('StatusNotification', {
        connectorId,
        errorCode: 'NoError',
        status: value,
        timestamp: at,
      });

    beforeAll(async () => {
      app = await startOcppApp(database);
      const fixedPrice = {
        hasPayment: true,
        paymentChargeTypeCost: 'KWH',
        moneyPerKilowattCost: 150,
        moneyPerTransactionCost: 100,
      };
      // The station's own idle price (cents a minute) yields to the profile's.
      const chargeBoxPk = await app.addStation('EST-1', { ...fixedPrice, idleTimePrice: 50 });
      await app.addStation('EST-FIXED', fixedPrice);
      await addTag(database, 'EST-TAG');
      await addTag(database, 'EST-IDLE-TAG');
      const profile = (await app.api('POST', '/api/dynamic-pricing', { name: 'Noite' })).body
        .dynamicPricingUuid as string;
      const saved = await app.api('PUT', `/api/dynamic-pricing/${profile}/detail`, {
        dynamicPricingDetailFormList: WEEK.map((dayOfWeek) => ({
          dayOfWeek,
          general: true,
          servicePrice: 300,
          kwhPrice: 200,
          idleTimePrice: 600,
          moneyPerKilowattCost: 80,
        })),
      });
      expect(saved.statusCode).toBe(200);
      const group = await app.api('POST', '/gateway/virtual-groups', {
        name: 'Estimativa',
        description: 'Centro',
        charge_boxs: [{ charge_box_id: chargeBoxPk }],
        dynamic_pricing: { enabled: true, type: 'station', connector1_dynamic_pricing_id: profile },
      });
      expect(group.statusCode).toBe(201);
      station = await ScriptedStation.connect(app.ocppUrl, 'EST-1');
      await station.boot();
      fixed = await ScriptedStation.connect(app.ocppUrl, 'EST-FIXED');
      await fixed.boot();
    });
    afterAll(async () => {
      await station?.close();
      await fixed?.close();
      await app?.close();
    });

    it("shows a running recharge on a configured charger at its profile's estimate, marked as such", async () => {
      const id = await running(station, 1, 3_500);
      // 3.5 kWh × R$ 2,00 + R$ 3,00 to start = R$ 10,00 (the fixed price would be 3.5 × 1,50 + 1,00);
      // income 1000 − energy cost 3.5 × R$ 0,80 = 720.
      const expected = {
        stopTimestamp: null,
        transactionAmount: 1_000,
        income: 720,
        isAmountEstimate: true,
      };
      expect(await listed(id)).toMatchObject(expected);
      const one = await detail(id);
      expect(one.transaction).toMatchObject(expected);
      expect(one.pricing).toMatchObject({
        profileName: 'Noite',
        items: [
          expect.objectContaining({ kind: 'start', amountCents: 300 }),
          expect.objectContaining({ kind: 'energy', quantity: 3.5, amountCents: 700 }),
        ],
      });
      await station.call('StopTransaction', {
        transactionId: id,
        meterStop: 4_500,
        timestamp: minutesAgo(0),
      });
      // Settled at the stop: the same price, no longer an estimate.
      expect((await detail(id)).transaction).toMatchObject({
        transactionAmount: 1_000,
        isAmountEstimate: false,
      });
    });

    it('keeps the fixed price, marked as an estimate, on a charger outside every configuration', async () => {
      const id = await running(fixed, 1, 3_500);
      expect(await listed(id)).toMatchObject({ transactionAmount: 625, isAmountEstimate: true });
    });

    it("prices the idle time before the stop by the profile's idle price", async () => {
      const { transactionId } = await station.call<{ transactionId: number }>('StartTransaction', {
        connectorId: 2,
        idTag: 'EST-IDLE-TAG',
        meterStart: 0,
        timestamp: minutesAgo(40),
      });
      await status(station, 2, 'Charging', minutesAgo(39));
      // Charging ends 20 minutes before the stop: 20 min idle × R$ 6,00/h = R$ 2,00.
      await status(station, 2, 'SuspendedEV', minutesAgo(21));
      await station.call('StopTransaction', {
        transactionId,
        meterStop: 5_000,
        timestamp: minutesAgo(1),
      });
      const one = await detail(transactionId);
      // 5 kWh × 200 + 300 to start + 200 idle.
      expect(one.transaction).toMatchObject({
        transactionAmount: 1_500,
        isAmountEstimate: false,
        idleDuration: 1_200,
        moneyIdlePaymentTransactionAmount: null,
      });
      expect(one.pricing).toMatchObject({
        items: expect.arrayContaining([
          expect.objectContaining({ kind: 'idle', unit: 'hour', unitPrice: 600, amountCents: 200 }),
        ]),
      });
    });
  },
);
