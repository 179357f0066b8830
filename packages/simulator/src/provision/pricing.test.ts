import { dynamicPricingDetailBody, priceSession, type PricingEntry } from '@chargedeck/shared';
import { describe, expect, it } from 'vitest';
import { demoTariffEntries, provisionPricing } from './pricing';
import type { ApiAnswer, ApiSession } from './provision';

interface Sent {
  method: string;
  path: string;
  body?: object;
}

/** An in-memory stand-in for the dashboard's pricing and configuration calls. */
function fakeSession(state: { profiles: string[]; groups: string[]; chargers: string[] }) {
  const sent: Sent[] = [];
  const answer = (status: number, body: unknown): ApiAnswer => ({
    ok: status < 300,
    status,
    body,
    text: JSON.stringify(body),
  });
  const session: ApiSession = {
    send(method, path, body) {
      sent.push({ method, path, ...(body ? { body } : {}) });
      if (path === '/api/dynamic-pricing' && method === 'GET')
        return Promise.resolve(
          answer(200, {
            dynamicPricingList: state.profiles.map((name, i) => ({ uuid: `uuid-${i}`, name })),
          }),
        );
      if (path === '/api/dynamic-pricing')
        return Promise.resolve(answer(201, { dynamicPricingUuid: 'uuid-new' }));
      if (path.startsWith('/api/dynamic-pricing/')) {
        const parsed = dynamicPricingDetailBody.safeParse(body);
        return Promise.resolve(answer(parsed.success ? 200 : 400, { ok: parsed.success }));
      }
      if (path.startsWith('/gateway/virtual-groups/list'))
        return Promise.resolve(
          answer(200, { content: state.groups.map((name) => ({ name })), totalElements: 0 }),
        );
      if (path.startsWith('/gateway/charge-boxs'))
        return Promise.resolve(
          answer(200, {
            content: state.chargers.map((code, i) => ({
              charge_box_id: 100 + i,
              charge_box_code: code,
            })),
          }),
        );
      if (path === '/gateway/virtual-groups')
        return Promise.resolve(answer(201, { virtual_group_id: 1 }));
      return Promise.resolve(answer(404, {}));
    },
  };
  return { session, sent };
}

const OPTIONS = {
  chargeBoxIds: ['DEMO0001', 'DEMO0002', 'DEMO0003'],
  profileName: 'DEMO: noite mais barata',
  configurationName: 'DEMO: estações',
  configurationDescription: 'Estações simuladas',
};

describe('demo pricing', () => {
  it('is a profile the server accepts: every weekday, its day price and the night', () => {
    const entries = demoTariffEntries();
    expect(
      dynamicPricingDetailBody.safeParse({ dynamicPricingDetailFormList: entries }).success,
    ).toBe(true);
    expect(entries).toHaveLength(21);
  });

  it('charges a night recharge less than the same recharge by day', () => {
    const entries = dynamicPricingDetailBody.parse({
      dynamicPricingDetailFormList: demoTariffEntries(),
    }).dynamicPricingDetailFormList as PricingEntry[];
    const recharge = (start: string, stop: string) =>
      priceSession(
        {
          start,
          stop,
          samples: [
            { at: start, wh: 0 },
            { at: stop, wh: 10_000 },
          ],
          timeZone: 'America/Sao_Paulo',
        },
        entries,
      );
    // Tuesday 14:00–15:00 and 23:00–24:00 in São Paulo (UTC−3), 10 kWh each.
    const day = recharge('2026-11-24T17:00:00Z', '2026-11-24T18:00:00Z');
    const night = recharge('2026-11-25T02:00:00Z', '2026-11-25T03:00:00Z');
    // 2,00 + 12,00 = 14,00; 5% fee 0,70; 12% taxes 1,68; energy bought at 0,55/kWh.
    expect(day).toMatchObject({ totalCents: 1638, energyCostCents: 550, incomeCents: 920 });
    // The night periods set only kWh; the weekday's start price, fee, taxes and energy cost
    // apply: 2,00 + 8,00 = 10,00; fee 0,50; taxes 1,20.
    expect(night).toMatchObject({ totalCents: 1170, energyCostCents: 550, incomeCents: 500 });
  });

  it('creates the profile and a configuration of the stations it finds', async () => {
    const { session, sent } = fakeSession({
      profiles: [],
      groups: [],
      chargers: ['OTHER', 'DEMO0001', 'DEMO0002'],
    });
    const result = await provisionPricing(session, OPTIONS);
    expect(result).toEqual({ profile: 'created', configuration: 'created', missing: ['DEMO0003'] });
    expect(sent.find((s) => s.method === 'PUT')?.path).toBe('/api/dynamic-pricing/uuid-new/detail');
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/gateway/virtual-groups',
      body: {
        name: 'DEMO: estações',
        description: 'Estações simuladas',
        charge_boxs: [{ charge_box_id: 101 }, { charge_box_id: 102 }],
        dynamic_pricing: {
          enabled: true,
          type: 'station',
          connector1_dynamic_pricing_id: 'uuid-new',
        },
      },
    });
  });

  it('leaves an existing profile and configuration as they are', async () => {
    const { session, sent } = fakeSession({
      profiles: ['DEMO: noite mais barata'],
      groups: ['DEMO: estações'],
      chargers: ['DEMO0001'],
    });
    const result = await provisionPricing(session, OPTIONS);
    expect(result).toEqual({ profile: 'existing', configuration: 'existing', missing: [] });
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
  });
});
