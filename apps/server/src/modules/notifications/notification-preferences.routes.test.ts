import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';
import { startTestApp, type TestApp } from '../../testing/test-app';

describeDatabases('notification settings and unread count', (database) => {
  let app: TestApp;
  let token: string;
  let rival: SecondTenant;
  let rivalBox: number;
  let ourBox: number;

  const call = async (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    as = token,
  ) => {
    const res = await app.http.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${as}` },
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  async function station(tenantPk: number, chargeBoxId: string) {
    const row = await database.handle.db
      .insertInto('charge_box')
      .values({ charge_box_id: chargeBoxId, tenant_pk: tenantPk, description: chargeBoxId })
      .returning('charge_box_pk')
      .executeTakeFirstOrThrow();
    return row.charge_box_pk;
  }
  async function events(
    pk: number,
    count: number,
    type: 'Available' | 'StartRejected' | 'TaskFailed' = 'Available',
  ) {
    for (let i = 0; i < count; i += 1) {
      await database.handle.db
        .insertInto('charge_box_event')
        .values({
          charge_box_pk: pk,
          connector_id: 1,
          event_type: type,
          event_timestamp: new Date(),
        })
        .execute();
    }
  }
  const newestPk = async () =>
    Number(
      (
        await database.handle.db
          .selectFrom('charge_box_event')
          .select((eb) => eb.fn.max('charge_box_event_pk').as('pk'))
          .executeTakeFirstOrThrow()
      ).pk,
    );

  beforeAll(async () => {
    app = await startTestApp(database, { LOG_LEVEL: 'warn' });
    token = await app.login();
    rival = await secondTenant(app, database, 'rivalbell', ['/alerts']);
    const root = await database.handle.db
      .selectFrom('tenant')
      .select('tenant_pk')
      .where('parent_tenant_pk', 'is', null)
      .executeTakeFirstOrThrow();
    ourBox = await station(root.tenant_pk, 'BELL-OURS');
    rivalBox = await station(rival.tenantPk, 'BELL-RIVAL');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('toasts faults, disconnections, refused starts and failed tasks by default, and keeps what the user chooses', async () => {
    const defaults = ['Failure', 'Disconnected', 'StartRejected', 'TaskFailed'];
    expect((await call('GET', '/api/notification/settings')).body).toEqual({
      toastTypes: defaults,
    });
    const saved = await call('PUT', '/api/notification/settings', {
      toastTypes: ['TaskFailed', 'Warning', 'Failure'],
    });
    expect(saved).toEqual({
      status: 200,
      body: { toastTypes: ['Failure', 'Warning', 'TaskFailed'] },
    });
    expect((await call('GET', '/api/notification/settings')).body).toEqual({
      toastTypes: ['Failure', 'Warning', 'TaskFailed'],
    });
    // Another user's choice is theirs alone.
    expect((await call('GET', '/api/notification/settings', undefined, rival.token)).body).toEqual({
      toastTypes: defaults,
    });
    const none = await call('PUT', '/api/notification/settings', { toastTypes: [] });
    expect(none.body).toEqual({ toastTypes: [] });
  });

  it('refuses an unknown event type, naming the field', async () => {
    const bad = await call('PUT', '/api/notification/settings', { toastTypes: ['Exploded'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('toastTypes');
    const read = await call('POST', '/api/notification/read', { upToPk: -1 });
    expect(read.status).toBe(400);
    expect(JSON.stringify(read.body)).toContain('upToPk');
  });

  it("counts the events of the caller's tenants after the read mark; reading clears it", async () => {
    const before = (await call('GET', '/api/notification/unread')).body.count as number;
    await events(ourBox, 3);
    await events(rivalBox, 2);
    const ours = await call('GET', '/api/notification/unread');
    // The root tenant sees its child's events too; the rival sees only its own.
    expect(ours.body.count).toBe(before + 5);
    const theirs = await call('GET', '/api/notification/unread', undefined, rival.token);
    expect(theirs.body).toEqual({ count: 2, readUpToPk: 0 });

    const newest = await newestPk();
    const read = await call('POST', '/api/notification/read', { upToPk: newest });
    expect(read.body).toEqual({ count: 0, readUpToPk: newest });
    // A late, older mark (another tab) does not bring them back.
    await call('POST', '/api/notification/read', { upToPk: newest - 3 });
    expect((await call('GET', '/api/notification/unread')).body).toEqual({
      count: 0,
      readUpToPk: newest,
    });
    await events(ourBox, 1);
    expect((await call('GET', '/api/notification/unread')).body.count).toBe(1);
    // A refused start and a failed task are counted like any other event.
    await events(ourBox, 1, 'StartRejected');
    await events(ourBox, 1, 'TaskFailed');
    expect((await call('GET', '/api/notification/unread')).body.count).toBe(3);
    // The rival's mark is its own.
    expect((await call('GET', '/api/notification/unread', undefined, rival.token)).body.count).toBe(
      2,
    );
  });
});
