import { CONFIGURATION_MESSAGES as M, messageText, messagesEn } from '@chargedeck/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';
import { describeDatabases } from '../../testing/test-databases';
import { rootTenantPk } from '../../testing/scripted-station';
import { seedRecharge } from '../../testing/seed-station';

/** A rule's message key as the API answers it in English (the test app's language). */
const en = (key: string) => messageText(key, 'en');

const GROUP_ROUTES = [
  '/virtual-groups',
  '/virtual-groups/create',
  '/virtual-groups/view/:id',
  '/virtual-groups/edit/:id',
  '/virtual-groups/edit/:id/chargeboxes',
  '/virtual-groups/chargeboxes/select',
];

describeDatabases('configurations API', (database) => {
  let app: OcppTestApp;
  let other: SecondTenant;
  let a: number;
  let b: number;
  let c: number;
  let profile: string;

  const addProfile = async (tenantPk: number, name: string) =>
    (
      await database.handle.db
        .insertInto('pricing_profile')
        .values({ tenant_pk: tenantPk, name })
        .returning('pricing_profile_uuid')
        .executeTakeFirstOrThrow()
    ).pricing_profile_uuid;

  beforeAll(async () => {
    app = await startOcppApp(database);
    a = await app.addStation('VG-A');
    b = await app.addStation('VG-B');
    c = await app.addStation('VG-C');
    await database.handle.db
      .updateTable('charge_box')
      .set({ system: 'AC', phase: '3', voltage: '380', charging_rate_unit: 'A' })
      .where('charge_box_pk', '=', a)
      .execute();
    other = await secondTenant(app, database, 'vg-other', GROUP_ROUTES);
    await database.handle.db
      .updateTable('tenant')
      .set({ feature_monetization: true, feature_payment: true })
      .where('tenant_pk', '=', other.tenantPk)
      .execute();
    profile = await addProfile(await rootTenantPk(database), 'Tarifa');
  });
  afterAll(async () => {
    await app?.close();
  });

  const asOther = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const res = await app.http.inject({
      method,
      url,
      headers: { authorization: `Bearer ${other.token}`, host: 'vg-other.localhost' },
      ...(payload ? { payload } : {}),
    });
    return {
      statusCode: res.statusCode,
      body: res.body ? (res.json() as Record<string, unknown>) : {},
    };
  };

  const create = (body: object) =>
    app.api('POST', '/gateway/virtual-groups', {
      name: 'Site',
      description: 'Garage',
      charge_boxs: [],
      ...body,
    });

  const idOf = (res: { body: Record<string, unknown> }) => res.body.virtual_group_id as number;

  it('creates a configuration with two chargers, lists, searches and reads it', async () => {
    const res = await create({
      name: 'Shopping Norte',
      charge_boxs: [{ charge_box_id: a }, { charge_box_id: b }],
      dynamic_pricing: { enabled: true, type: 'station', connector1_dynamic_pricing_id: profile },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Shopping Norte',
      charge_box_count: 2,
      dynamic_pricing: {
        enabled: true,
        type: 'station',
        connector1_dynamic_pricing_id: profile,
        connector2_dynamic_pricing_id: profile,
        connector3_dynamic_pricing_id: profile,
      },
    });
    const list = await app.api('GET', '/gateway/virtual-groups/list?page=0&size=10&search=norte');
    expect(list.body.totalElements).toBe(1);
    expect(list.body.content).toEqual([
      expect.objectContaining({
        name: 'Shopping Norte',
        charge_box_count: 2,
        dynamic_price_enabled: true,
      }),
    ]);
    const none = await app.api('GET', '/gateway/virtual-groups/list?search=nowhere');
    expect(none.body).toEqual({ content: [], totalElements: 0 });
    const members = await app.api(
      'GET',
      `/gateway/virtual-groups/charge-boxs/list?virtual_group_id=${idOf(res)}&page=0&size=10`,
    );
    expect(members.body.content).toEqual([
      expect.objectContaining({ charge_box_id: a, charge_box_code: 'VG-A', has_config_tec: true }),
      expect.objectContaining({ charge_box_id: b, charge_box_code: 'VG-B', has_config_tec: false }),
    ]);
  });

  it('lists chargers with their technical settings and the configuration holding them', async () => {
    const res = await app.api('GET', '/gateway/charge-boxs?page=0&size=10&search=VG-');
    const content = res.body.content as {
      charge_box_code: string;
      has_config_tec: boolean;
      virtual_group_id: number | null;
    }[];
    expect(content.map((c) => c.charge_box_code)).toEqual(['VG-A', 'VG-B', 'VG-C']);
    expect(content[0]).toMatchObject({ has_config_tec: true });
    expect(content[0]!.virtual_group_id).not.toBeNull();
    expect(content[2]).toMatchObject({ has_config_tec: false, virtual_group_id: null });
    const second = await app.api('GET', '/gateway/charge-boxs?page=1&size=2&search=VG-');
    expect(second.body.totalElements).toBe(3);
    expect((second.body.content as unknown[]).length).toBe(1);
  });

  it('answers 409 with a clear text when a charger is already in another configuration', async () => {
    const res = await create({ name: 'Second', charge_boxs: [{ charge_box_id: a }] });
    expect(res.statusCode).toBe(409);
    expect(res.body.error).toBe(messagesEn.configurationChargerTaken);
    const groups = await app.api('GET', '/gateway/virtual-groups/list?search=Second');
    expect(groups.body.totalElements).toBe(0);
    const empty = await create({ name: 'Second' });
    const added = await app.api('POST', '/gateway/virtual-groups/charge-boxs/all', [
      { virtual_group_id: idOf(empty), charge_box_id: b },
    ]);
    expect(added.statusCode).toBe(409);
    expect(added.body.error).toBe(messagesEn.configurationChargerTaken);
    await app.api('DELETE', `/gateway/virtual-groups/${idOf(empty)}`);
  });

  it('lets one of two racing additions of the same charger win', async () => {
    const one = idOf(await create({ name: 'Race 1' }));
    const two = idOf(await create({ name: 'Race 2' }));
    const answers = await Promise.all(
      [one, two].map((id) =>
        app.api('POST', '/gateway/virtual-groups/charge-boxs/all', [
          { virtual_group_id: id, charge_box_id: c },
        ]),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    const rows = await database.handle.db
      .selectFrom('virtual_group_charge_box')
      .select('virtual_group_pk')
      .where('charge_box_pk', '=', c)
      .execute();
    expect(rows).toHaveLength(1);
    for (const id of [one, two]) await app.api('DELETE', `/gateway/virtual-groups/${id}`);
  });

  it('adds and removes chargers, freeing a removed one', async () => {
    const id = idOf(await create({ name: 'Members' }));
    const added = await app.api('POST', '/gateway/virtual-groups/charge-boxs/all', [
      { virtual_group_id: id, charge_box_id: c },
    ]);
    expect(added.statusCode).toBe(204);
    const list = await app.api(
      'GET',
      `/gateway/virtual-groups/charge-boxs/list?virtual_group_id=${id}`,
    );
    const [member] = list.body.content as { virtual_group_charge_box_id: number }[];
    const removed = await app.api(
      'DELETE',
      `/gateway/virtual-groups/charge-boxs/${member!.virtual_group_charge_box_id}`,
    );
    expect(removed.statusCode).toBe(204);
    const after = await app.api('GET', `/gateway/virtual-groups/${id}`);
    expect(after.body.charge_box_count).toBe(0);
    await app.api('DELETE', `/gateway/virtual-groups/${id}`);
    expect((await app.api('GET', `/gateway/virtual-groups/${id}`)).statusCode).toBe(404);
  });

  it("reads the group's events and recharges from its stations", async () => {
    const id = idOf(await create({ name: 'Activity', charge_boxs: [{ charge_box_id: c }] }));
    const { db } = database.handle;
    await db
      .insertInto('charge_box_event')
      .values({
        charge_box_pk: c,
        event_type: 'StationBooted',
        event_timestamp: new Date('2026-11-01T10:00:00Z'),
      })
      .execute();
    const events = await app.api('GET', `/gateway/virtual-groups/${id}/events?page=0&size=4`);
    expect(events.body.totalElements).toBe(1);
    expect(events.body.content).toEqual([
      expect.objectContaining({
        charge_box_code: 'VG-C',
        event_type: 'StationBooted',
        timestamp: '2026-11-01T10:00:00.000Z',
      }),
    ]);
    const recharges = await app.api(
      'GET',
      `/gateway/virtual-groups/${id}/transactions?page=0&size=4`,
    );
    expect(recharges.body).toEqual({ content: [], totalElements: 0 });
    // A recharge on the group's station is the group's; one on a station outside it is not.
    for (const [pk, idTag] of [
      [c, 'VG-TAG-C'],
      [b, 'VG-TAG-B'],
    ] as const) {
      const connector = await db
        .insertInto('connector')
        .values({ charge_box_pk: pk, connector_id: 1 })
        .returning('connector_pk')
        .executeTakeFirstOrThrow();
      await seedRecharge(database, {
        chargeBoxPk: pk,
        connectorPk: connector.connector_pk,
        idTag,
        start: new Date('2026-11-01T11:00:00Z'),
        stop: new Date('2026-11-01T12:00:00Z'),
        startValue: 1_000,
        stopValue: 3_500,
      });
    }
    const after = await app.api('GET', `/gateway/virtual-groups/${id}/transactions?size=4`);
    expect(after.body).toEqual({
      content: [
        expect.objectContaining({
          charge_box_code: 'VG-C',
          id_tag: 'VG-TAG-C',
          stopped: true,
          energy_wh: 2_500,
        }),
      ],
      totalElements: 1,
    });
    await app.api('DELETE', `/gateway/virtual-groups/${id}`);
  });

  describe('§5 rules (400 naming the field, with the spec text)', () => {
    const refused = async (
      res: { statusCode: number; body: Record<string, unknown> },
      field: string,
      text: string,
    ) => {
      expect(res.statusCode).toBe(400);
      expect(res.body.field).toBe(field);
      expect(String(res.body.error)).toContain(text);
    };

    it('create: name is required', async () => {
      await refused(await create({ name: '  ' }), 'name', en(M.nameRequired));
    });
    it('create: name has at most 30 characters', async () => {
      await refused(await create({ name: 'x'.repeat(31) }), 'name', en(M.nameMax));
    });
    it('create: description is required', async () => {
      await refused(await create({ description: '' }), 'description', en(M.descriptionRequired));
    });
    it('create: description has at most 50 characters', async () => {
      await refused(
        await create({ description: 'x'.repeat(51) }),
        'description',
        en(M.descriptionMax),
      );
    });
    it('edit: the group name is required', async () => {
      const res = await app.api('PUT', '/gateway/virtual-groups/1', { name: '', description: 'd' });
      await refused(res, 'name', en(M.groupNameRequired));
    });
    it("pricing in 'station' mode needs profile 1", async () => {
      const res = await create({ dynamic_pricing: { enabled: true, type: 'station' } });
      await refused(res, 'dynamic_pricing.connector1_dynamic_pricing_id', en(M.profileRequired));
    });
    it("pricing in 'connectors' mode needs all three profiles", async () => {
      const res = await create({
        dynamic_pricing: {
          enabled: true,
          type: 'connectors',
          connector1_dynamic_pricing_id: 'p-1',
          connector2_dynamic_pricing_id: 'p-2',
        },
      });
      await refused(res, 'dynamic_pricing.connector3_dynamic_pricing_id', en(M.profileRequired));
      const link = await app.api('PUT', '/gateway/virtual-groups/dynamic-pricing/1', {
        enabled: true,
        type: 'connectors',
      });
      await refused(link, 'connector1_dynamic_pricing_id', en(M.profileRequired));
    });
    it("refuses a profile outside the caller's network, or one that does not exist", async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'p-1']) {
        const res = await create({
          dynamic_pricing: { enabled: true, type: 'station', connector1_dynamic_pricing_id: id },
        });
        await refused(
          res,
          'dynamic_pricing.connector1_dynamic_pricing_id',
          messagesEn.configurationProfileNotFound,
        );
      }
      const theirs = await asOther('POST', '/gateway/virtual-groups', {
        name: 'Theirs',
        description: 'd',
        dynamic_pricing: { enabled: true, type: 'station', connector1_dynamic_pricing_id: profile },
      });
      expect(theirs.statusCode).toBe(400);
      expect(theirs.body.field).toBe('dynamic_pricing.connector1_dynamic_pricing_id');
    });
    it('disabled pricing needs no profile', async () => {
      const res = await create({ name: 'No pricing', dynamic_pricing: { enabled: false } });
      expect(res.statusCode).toBe(201);
      await app.api('DELETE', `/gateway/virtual-groups/${idOf(res)}`);
    });
  });

  describe('another tenant', () => {
    it("answers 404 for this network's groups, chargers and tenant id", async () => {
      const list = await app.api('GET', '/gateway/virtual-groups/list');
      const [mine] = list.body.content as { virtual_group_id: number }[];
      const id = mine!.virtual_group_id;
      expect((await asOther('GET', `/gateway/virtual-groups/${id}`)).statusCode).toBe(404);
      expect(
        (await asOther('PUT', `/gateway/virtual-groups/${id}`, { name: 'x', description: 'y' }))
          .statusCode,
      ).toBe(404);
      expect((await asOther('DELETE', `/gateway/virtual-groups/${id}`)).statusCode).toBe(404);
      expect((await asOther('GET', `/gateway/virtual-groups/${id}/events`)).statusCode).toBe(404);
      expect((await asOther('GET', `/gateway/virtual-groups/list?tenant_id=1`)).statusCode).toBe(
        404,
      );
      const theirs = await asOther('GET', '/gateway/virtual-groups/list');
      expect(theirs.body).toEqual({ content: [], totalElements: 0 });
      const chargers = await asOther('GET', '/gateway/charge-boxs');
      expect(chargers.body.totalElements).toBe(0);
      const own = await asOther('POST', '/gateway/virtual-groups', {
        name: 'Theirs',
        description: 'd',
        charge_boxs: [{ charge_box_id: c }],
      });
      expect(own.statusCode).toBe(404);
      expect(own.body.error).toBe(messagesEn.configurationChargerNotFound);
    });

    it('may not add chargers without DASH_VIRTUAL_GROUP_EDIT_CHARGEBOXES', async () => {
      const own = await asOther('POST', '/gateway/virtual-groups', {
        name: 'Theirs',
        description: 'd',
      });
      expect(own.statusCode).toBe(201);
      const res = await asOther('POST', '/gateway/virtual-groups/charge-boxs/all', [
        { virtual_group_id: own.body.virtual_group_id, charge_box_id: c },
      ]);
      expect(res.statusCode).toBe(403);
      expect(String(res.body.error)).toContain('DASH_VIRTUAL_GROUP_EDIT_CHARGEBOXES');
    });
  });
});
