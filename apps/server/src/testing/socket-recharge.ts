import type { TestDatabase } from './test-databases';
import { connectedStation, startOcppApp, type OcppTestApp } from './ocpp-test-kit';

/**
 * The payment settings of the transactions tests: cost R$ 1,50 per kWh + R$ 1,00 per recharge;
 * income R$ 1,20 per kWh to the station, less 10% tax.
 */
const PAID_STATION = {
  hasPayment: true,
  paymentChargeTypeCost: 'KWH',
  moneyPerKilowattCost: 150,
  moneyPerTransactionCost: 100,
  paymentChargeByIncome: 'CHARGE_BOX',
  paymentChargeTypeIncome: 'KWH',
  moneyPerKilowattIncome: 120,
  taxIncome: 0.1,
} as const;

/** The running server with the station `chargeBoxId` registered with PAID_STATION. */
export async function startWithPaidStation(
  database: TestDatabase,
  chargeBoxId: string,
): Promise<OcppTestApp> {
  const app = await startOcppApp(database);
  await app.addStation(chargeBoxId, PAID_STATION);
  return app;
}

export interface SocketRecharge {
  idTag: string;
  meterStart: number;
  /** How long before now the recharge started. */
  startedMsAgo: number;
  /** One meter sample of connector 1, taken `msAgo` before now. */
  sample: { msAgo: number; sampledValue: object[] };
  /** Stops the recharge now at this register (Wh); without it the recharge keeps running. */
  meterStop?: number;
}

/**
 * A recharge on connector 1 of `chargeBoxId` over a real socket: boot, start, one meter
 * sample, and the stop when asked; the socket closes after. Answers the transaction id.
 */
export async function rechargeOverSocket(
  app: OcppTestApp,
  chargeBoxId: string,
  recharge: SocketRecharge,
): Promise<number> {
  const station = await connectedStation(app.ocppUrl, chargeBoxId);
  await station.call('BootNotification', { chargePointVendor: 'Acme', chargePointModel: 'X' });
  const { transactionId } = (await station.call('StartTransaction', {
    connectorId: 1,
    idTag: recharge.idTag,
    meterStart: recharge.meterStart,
    timestamp: new Date(Date.now() - recharge.startedMsAgo).toISOString(),
  })) as { transactionId: number };
  await station.call('MeterValues', {
    connectorId: 1,
    transactionId,
    meterValue: [
      {
        timestamp: new Date(Date.now() - recharge.sample.msAgo).toISOString(),
        sampledValue: recharge.sample.sampledValue,
      },
    ],
  });
  if (recharge.meterStop !== undefined) {
    await station.call('StopTransaction', {
      transactionId,
      meterStop: recharge.meterStop,
      timestamp: new Date().toISOString(),
      reason: 'Local',
    });
  }
  await station.close();
  return transactionId;
}
