import { messageText } from '@chargedeck/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';
import { describeDatabases } from '../../testing/test-databases';
import { ADMIN_PASSWORD } from '../../testing/test-app';

/** A rule's text as the API answers it in English (the test app's language). */
const en = (key: string) => messageText(key, 'en');

const SETUP = {
  enabled: true,
  start_date: '2026-01-01',
  end_date: '2030-12-31',
  current_nominal_a: '63.0',
  modulation: 'DYNAMIC',
};

describeDatabases('smart-charging setup API', (database) => {
  let app: OcppTestApp;
  let other: SecondTenant;
  let ready: number;
  let bare: number;

  const technical = {
    system: 'THREE_PHASE',
    phase: 'ABC',
    voltage: '220/380',
    charging_rate_unit: 'A',
  };

  /** Configurations are a monetization screen (spec 3 §6). */
  const withGroupsFeature = (tenantPk: number) =>
    database.handle.db
      .updateTable('tenant')
      .set({ feature_monetization: true, feature_payment: true })
      .where('tenant_pk', '=', tenantPk)
      .execute();

  beforeAll(async () => {
    app = await startOcppApp(database);
    ready = await app.addStation('SC-READY');
    bare = await app.addStation('SC-BARE');
    await database.handle.db
      .updateTable('charge_box')
      .set(technical)
      .where('charge_box_pk', '=', ready)
      .execute();
    other = await secondTenant(app, database, 'sc-other', ['/virtual-groups']);
    await withGroupsFeature(other.tenantPk);
  });
  afterAll(async () => {
    await app?.close();
  });

  const group = async (chargers: number[]) => {
    const res = await app.api('POST', '/gateway/virtual-groups', {
      name: `Site ${Math.random().toString(36).slice(2, 8)}`,
      description: 'Garage',
      charge_boxs: chargers.map((charge_box_id) => ({ charge_box_id })),
    });
    expect(res.statusCode).toBe(201);
    return res.body.virtual_group_id as number;
  };

  it('creates, reads and edits a setup, and links it to a configuration', async () => {
    const created = await app.api('POST', '/smart-charging/smart-charging', {
      ...SETUP,
      charge_boxs: [{ charge_box_id: ready }],
    });
    expect(created.statusCode).toBe(201);
    const id = created.body.smart_charging_id as number;
    expect(created.body).toMatchObject({
      enabled: true,
      start_date: '2026-01-01',
      end_date: '2030-12-31',
      current_nominal_a: 63,
      modulation: 'DYNAMIC',
      virtual_group_id: null,
    });
    const edited = await app.api('PUT', `/smart-charging/smart-charging/${id}`, {
      ...SETUP,
      current_nominal_a: 32,
    });
    expect(edited.body).toMatchObject({ current_nominal_a: 32 });

    const groupId = await group([ready]);
    const linked = await app.api('POST', '/gateway/virtual-groups/smart-charging', {
      virtual_group_id: groupId,
      enabled: true,
      smart_charging_id: id,
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.body).toMatchObject({
      virtual_group_id: groupId,
      enabled: true,
      smart_charging_id: id,
      smart_charging: { current_nominal_a: 32, virtual_group_id: groupId },
    });
    const read = await app.api('GET', `/gateway/virtual-groups/smart-charging/${groupId}`);
    expect(read.body).toEqual(linked.body);
    const list = await app.api('GET', '/gateway/virtual-groups/list?size=100');
    const item = (list.body.content as { virtual_group_id: number }[]).find(
      (g) => g.virtual_group_id === groupId,
    );
    expect(item).toMatchObject({ smart_charging_enabled: true });
  });

  it.each([
    ['start_date', { start_date: null }, 'smartChargingStartDateRequired'],
    ['end_date', { end_date: undefined }, 'smartChargingEndDateRequired'],
    ['start_date', { start_date: '2031-01-01' }, 'smartChargingStartAfterEnd'],
    ['current_nominal_a', { current_nominal_a: '' }, 'smartChargingCurrentRequired'],
    ['current_nominal_a', { current_nominal_a: '1234567' }, 'smartChargingCurrentFormat'],
  ])('refuses a setup without a valid %s', async (field, change, key) => {
    const res = await app.api('POST', '/smart-charging/smart-charging', {
      ...SETUP,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toBe(`${field}: ${en(key)}`);
  });

  it('takes a disabled setup without dates or breaker current', async () => {
    const res = await app.api('POST', '/smart-charging/smart-charging', { enabled: false });
    expect(res.statusCode).toBe(201);
  });

  it('refuses chargers without advanced configuration, with the spec text', async () => {
    const text = en('smartChargingChargerWithoutConfigTec');
    const setup = await app.api('POST', '/smart-charging/smart-charging', {
      ...SETUP,
      charge_boxs: [{ charge_box_id: ready }, { charge_box_id: bare }],
    });
    expect(setup.statusCode).toBe(400);
    expect(setup.body.error).toBe(`charge_boxs: ${text}`);

    const id = (await app.api('POST', '/smart-charging/smart-charging', SETUP)).body
      .smart_charging_id as number;
    const mixed = await group([bare]);
    const link = await app.api('POST', '/gateway/virtual-groups/smart-charging', {
      virtual_group_id: mixed,
      enabled: true,
      smart_charging_id: id,
    });
    expect(link.statusCode).toBe(400);
    expect(link.body.error).toBe(`virtual_group_id: ${text}`);

    const clean = await group([]);
    await app.api('POST', '/gateway/virtual-groups/smart-charging', {
      virtual_group_id: clean,
      enabled: true,
      smart_charging_id: id,
    });
    const added = await app.api('POST', '/gateway/virtual-groups/charge-boxs/all', [
      { virtual_group_id: clean, charge_box_id: bare },
    ]);
    expect(added.statusCode).toBe(400);
    expect(added.body.error).toBe(`charge_box_id: ${text}`);
  });

  it('refuses an unknown meter and a meter already tied to another group', async () => {
    const meter = await app.api('POST', '/smart-charging/meters', {
      mac_address: 'AA:BB:CC:00:11:22',
      device_remote_id: 'site-meter-1',
    });
    expect(meter.statusCode).toBe(201);
    const unknown = await app.api('POST', '/smart-charging/smart-charging', {
      ...SETUP,
      meter_device_remote_id: 'nowhere',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.error).toBe(`meter_device_remote_id: ${en('meterNotFound')}`);
    const first = await app.api('POST', '/smart-charging/smart-charging', {
      ...SETUP,
      meter_device_remote_id: 'site-meter-1',
    });
    expect(first.statusCode).toBe(201);
    const second = await app.api('POST', '/smart-charging/smart-charging', {
      ...SETUP,
      meter_device_remote_id: 'site-meter-1',
    });
    expect(second.statusCode).toBe(400);
    expect(second.body.error).toBe(`meter_device_remote_id: ${en('smartChargingMeterTaken')}`);
  });

  it("answers 404 for a sibling tenant's setup and group", async () => {
    const id = (await app.api('POST', '/smart-charging/smart-charging', SETUP)).body
      .smart_charging_id as number;
    const groupId = await group([]);
    await database.handle.db
      .insertInto('user_permission')
      .values({
        user_pk: other.userPk,
        route: null,
        role_id: 'DASH_SMART_CHARGING_CREATE',
        status: true,
      })
      .execute();
    const host = 'sc-other.localhost';
    const token = await app.login('operator@sc-other.example', ADMIN_PASSWORD, { host });
    const asOther = (method: 'GET' | 'POST', url: string) =>
      app.http.inject({ method, url, headers: { authorization: `Bearer ${token}`, host } });
    expect((await asOther('GET', `/smart-charging/smart-charging/${id}`)).statusCode).toBe(404);
    expect(
      (await asOther('GET', `/gateway/virtual-groups/smart-charging/${groupId}`)).statusCode,
    ).toBe(404);
  });

  it('needs DASH_SMART_CHARGING_CREATE', async () => {
    const other2 = await secondTenant(app, database, 'sc-norole', ['/virtual-groups']);
    await withGroupsFeature(other2.tenantPk);
    const res = await app.http.inject({
      method: 'POST',
      url: '/smart-charging/smart-charging',
      headers: { authorization: `Bearer ${other2.token}`, host: 'sc-norole.localhost' },
      payload: SETUP,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: expect.stringContaining('DASH_SMART_CHARGING_CREATE'),
    });
  });
});
