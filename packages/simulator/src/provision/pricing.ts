import { WEEKDAYS } from '@chargedeck/shared';
import { silentLogger, type Logger } from '../station/logger';
import type { ApiAnswer, ApiSession } from './provision';

/**
 * A plausible tariff, in cents: R$ 2,00 per recharge, R$ 1,20/kWh by day and R$ 0,80/kWh at
 * night (22:00–06:00 on the stations' wall clock), 5% operation fee and 12% taxes on the charge,
 * and energy bought at R$ 0,55/kWh. The night is two periods of each weekday (a period does not
 * cross midnight) that set only the kWh price, as the day form saves them: the start price, fee,
 * taxes and energy cost they leave out come from the weekday's general price, so a night recharge
 * is charged and costed the same way, only its energy cheaper.
 */
export const DEMO_TARIFF = {
  servicePrice: 200,
  dayKwhPrice: 120,
  nightKwhPrice: 80,
  operationFee: 0.05,
  taxes: 0.12,
  moneyPerKilowattCost: 55,
  night: [
    { startTimeGMT: '00:00:00', endTimeGMT: '06:00:00' },
    { startTimeGMT: '22:00:00', endTimeGMT: '23:59:59' },
  ],
} as const;

/** The PUT dynamic-pricing/{uuid}/detail body of DEMO_TARIFF: each weekday, day and night. */
export function demoTariffEntries() {
  const t = DEMO_TARIFF;
  const common = {
    servicePrice: t.servicePrice,
    operationFee: t.operationFee,
    taxes: t.taxes,
    moneyPerKilowattCost: t.moneyPerKilowattCost,
  };
  return WEEKDAYS.flatMap((dayOfWeek) => [
    {
      dayOfWeek,
      general: true,
      active: false,
      kwhPrice: t.dayKwhPrice,
      ...common,
    },
    ...t.night.map((period) => ({
      dayOfWeek,
      general: false,
      active: true,
      ...period,
      kwhPrice: t.nightKwhPrice,
    })),
  ]);
}

export interface PricingProvisionOptions {
  chargeBoxIds: readonly string[];
  profileName: string;
  configurationName: string;
  configurationDescription: string;
  logger?: Logger;
}

export interface PricingProvision {
  profile: 'created' | 'existing';
  configuration: 'created' | 'existing';
  /** Stations of chargeBoxIds the charger list did not hold. */
  missing: string[];
}

const PAGE_SIZE = 100;

function fail(what: string, answer: ApiAnswer): never {
  throw new Error(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
}

async function profileUuid(session: ApiSession, name: string): Promise<string | undefined> {
  const answer = await session.send('GET', '/api/dynamic-pricing');
  if (!answer.ok) fail('cannot list pricing profiles', answer);
  const list = (answer.body as { dynamicPricingList: { uuid: string; name: string }[] })
    .dynamicPricingList;
  return list.find((profile) => profile.name === name)?.uuid;
}

async function createProfile(session: ApiSession, name: string): Promise<string> {
  const created = await session.send('POST', '/api/dynamic-pricing', { name });
  if (!created.ok) fail(`cannot create the pricing profile ${name}`, created);
  const uuid = (created.body as { dynamicPricingUuid: string }).dynamicPricingUuid;
  const detail = await session.send('PUT', `/api/dynamic-pricing/${uuid}/detail`, {
    dynamicPricingDetailFormList: demoTariffEntries(),
  });
  if (!detail.ok) fail(`cannot price the profile ${name}`, detail);
  return uuid;
}

async function configurationExists(session: ApiSession, name: string): Promise<boolean> {
  const query = `page=0&size=${PAGE_SIZE}&search=${encodeURIComponent(name)}`;
  const answer = await session.send('GET', `/gateway/virtual-groups/list?${query}`);
  if (!answer.ok) fail('cannot list configurations', answer);
  const page = answer.body as { content: { name: string }[] };
  return page.content.some((group) => group.name === name);
}

/** The chargeBoxPk of each wanted station, from the configuration's charger list. */
async function chargerPks(session: ApiSession, wanted: ReadonlySet<string>) {
  const found = new Map<string, number>();
  for (let page = 0; found.size < wanted.size; page++) {
    const answer = await session.send('GET', `/gateway/charge-boxs?page=${page}&size=${PAGE_SIZE}`);
    if (!answer.ok) fail('cannot list chargers', answer);
    const { content } = answer.body as {
      content: { charge_box_id: number; charge_box_code: string }[];
    };
    for (const charger of content) {
      if (wanted.has(charger.charge_box_code))
        found.set(charger.charge_box_code, charger.charge_box_id);
    }
    if (content.length < PAGE_SIZE) break;
  }
  return found;
}

/**
 * Prices the stations by DEMO_TARIFF: the pricing profile of that name (created and priced when
 * missing) and a configuration holding the stations with that profile (created when missing).
 * What already exists is left as it is, so an operator's later edits stay.
 */
export async function provisionPricing(
  session: ApiSession,
  options: PricingProvisionOptions,
): Promise<PricingProvision> {
  const log = options.logger ?? silentLogger;
  const existing = await profileUuid(session, options.profileName);
  const uuid = existing ?? (await createProfile(session, options.profileName));
  const result: PricingProvision = {
    profile: existing ? 'existing' : 'created',
    configuration: 'existing',
    missing: [],
  };
  if (await configurationExists(session, options.configurationName)) return result;
  const pks = await chargerPks(session, new Set(options.chargeBoxIds));
  result.missing = options.chargeBoxIds.filter((id) => !pks.has(id));
  if (result.missing.length > 0)
    log.warn('stations not in the charger list', { missing: result.missing.join(',') });
  const created = await session.send('POST', '/gateway/virtual-groups', {
    name: options.configurationName,
    description: options.configurationDescription,
    charge_boxs: [...pks.values()].map((pk) => ({ charge_box_id: pk })),
    dynamic_pricing: { enabled: true, type: 'station', connector1_dynamic_pricing_id: uuid },
  });
  if (!created.ok) fail(`cannot create the configuration ${options.configurationName}`, created);
  result.configuration = 'created';
  return result;
}
