import type { Clock, SimulatedStation } from '@chargedeck/simulator';
import { expect } from 'vitest';
import type { useProduct } from './product';
import type { ProductApi } from './product-api';
import { stationFields } from './simulated-stations';

/** A station's price: cents per kWh plus cents per recharge. */
export interface StationPrice {
  perKwh: number;
  perRecharge: number;
}

/** A driver with a card: its tag, the first name the screens search by, and its e-mail. */
export interface SimulatedDriver {
  tag: string;
  firstName: string;
  email: string;
}

/** A station clock the test moves by hand. */
interface HandClock extends Clock {
  advance(ms: number): void;
}

/**
 * A station clock the test moves by hand, starting two hours ago: a recharge delivers exactly
 * the energy of the minutes it is given, and its times stay in the past.
 */
function handClock(): HandClock {
  let at = Date.now() - 2 * 3_600_000;
  return { speed: 1, now: () => at, advance: (ms) => (at += ms) };
}

/** Registers a station that charges by kWh with `price`; answers its chargeBoxPk. */
export async function createPricedStation(
  api: ProductApi,
  chargeBoxId: string,
  name: string,
  price: StationPrice,
): Promise<number> {
  const created = await api.create<{ data: { chargeBoxPk: number } }>('/api/chargepoints', {
    ...stationFields(chargeBoxId, name),
    hasPayment: true,
    paymentChargeTypeCost: 'KWH',
    moneyPerKilowattCost: price.perKwh,
    moneyPerTransactionCost: price.perRecharge,
  });
  return Number(created.data.chargeBoxPk);
}

/** The price of a recharge of `wh` at `price`: per kWh plus per recharge, in cents. */
export const priceOf = (price: StationPrice, wh: number) =>
  Math.round((wh * price.perKwh) / 1000) + price.perRecharge;

/**
 * Gives the driver a card user and tops up its wallet with `walletCents` at the dashboard, so
 * it pays what a voucher leaves; answers its user_pk.
 */
export async function walletDriver(
  api: ProductApi,
  driver: SimulatedDriver,
  walletCents: number,
): Promise<number> {
  const user = await api.cardUser<{ data: { user_pk: number } }>(
    driver.tag,
    `Cartão de ${driver.firstName}`,
    { firstName: driver.firstName, email: driver.email },
  );
  const userPk = user.data.user_pk;
  await api.create(`/payments/customer-wallet/userDeposits/${String(userPk)}`, {
    amount_cents: walletCents,
    payment_type: 'MANUAL_DASHBOARD',
  });
  return userPk;
}

/**
 * A connected simulator on a hand-moved clock. `charge` is one recharge of connector 1 by the
 * card `tag` lasting `ms` of the station's clock; it answers the transaction id and its Wh.
 */
export async function handClockedStation(
  product: ReturnType<typeof useProduct>,
  chargeBoxId: string,
) {
  const clock = handClock();
  const station: SimulatedStation = await product.connectStation(chargeBoxId, {
    clock,
    random: () => 0.5,
    connectors: 1,
  });
  const charge = async (tag: string, ms: number): Promise<{ id: number; wh: number }> => {
    const started = await station.startTransaction(1, tag);
    expect(started.status).toBe('Accepted');
    clock.advance(ms);
    const record = await station.stopTransaction(1);
    clock.advance(60_000);
    const id = record?.transactionId;
    expect(id).toBeDefined();
    return { id: id!, wh: record!.meterStopWh! - record!.meterStartWh };
  };
  return { station, clock, charge };
}
