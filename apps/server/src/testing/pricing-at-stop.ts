import { WEEKDAYS } from '@chargedeck/shared';
import type { TestDatabase } from './test-databases';
import type { OcppTestApp } from './ocpp-test-kit';
import { ScriptedStation, addTag } from './scripted-station';

/** A station's fixed prices: R$ 1,50 per kWh and R$ 1,00 per recharge. */
export const FIXED_STATION_PRICE = {
  hasPayment: true,
  paymentChargeTypeCost: 'KWH',
  moneyPerKilowattCost: 150,
  moneyPerTransactionCost: 100,
} as const;

/** A profile's `dynamicPricingDetailFormList`: the same general entry on every weekday. */
export function everyWeekday(entry: Record<string, unknown>) {
  return WEEKDAYS.map((dayOfWeek) => ({ dayOfWeek, general: true, ...entry }));
}

/** The profile of the pricing-at-stop tests: R$ 3,00 to start, R$ 2,00 per kWh, energy at R$ 0,80. */
const STOP_PROFILE_PRICE = { servicePrice: 300, kwhPrice: 200, moneyPerKilowattCost: 80 };

export interface PricedStation {
  chargeBoxPk: number;
  /** The profile's uuid. */
  profile: string;
  /** Connected and booted. */
  station: ScriptedStation;
}

/**
 * The set-up of a recharge priced at its stop: a station `chargeBoxId` with the fixed prices, a
 * card `idTag`, and a profile `profileName` priced at STOP_PROFILE_PRICE every day. `link`
 * ties the profile to the station before it connects (through a configuration, or a test
 * resolver).
 */
export async function pricedStation(
  app: OcppTestApp,
  database: TestDatabase,
  names: { chargeBoxId: string; idTag: string; profileName: string },
  link: (chargeBoxPk: number, profile: string) => unknown,
): Promise<PricedStation> {
  const chargeBoxPk = await app.addStation(names.chargeBoxId, FIXED_STATION_PRICE);
  await addTag(database, names.idTag);
  const created = await app.api('POST', '/api/dynamic-pricing', { name: names.profileName });
  const profile = created.body.dynamicPricingUuid as string;
  const saved = await app.api('PUT', `/api/dynamic-pricing/${profile}/detail`, {
    dynamicPricingDetailFormList: everyWeekday(STOP_PROFILE_PRICE),
  });
  if (saved.statusCode !== 200) throw new Error(`profile not saved: ${JSON.stringify(saved.body)}`);
  await link(chargeBoxPk, profile);
  const station = await ScriptedStation.connect(app.ocppUrl, names.chargeBoxId);
  await station.boot();
  return { chargeBoxPk, profile, station };
}
