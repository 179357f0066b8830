import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { bootedStation, type ScriptedStation } from '../../testing/scripted-station';

describeDatabases('unknown tags', (database) => {
  let app: OcppTestApp;
  let station: ScriptedStation;
  const authorize = async (idTag: string) => (await station.authorize(idTag)).status;

  beforeAll(async () => {
    app = await startOcppApp(database);
    station = await bootedStation(app, 'UNK-CS-1');
  });
  afterAll(async () => {
    await station?.close();
    await app?.close();
  });

  it('lists a tried tag; once approved the next Authorize is Accepted', async () => {
    expect(await authorize('STRANGER-1')).toBe('Invalid');
    expect(await authorize('STRANGER-1')).toBe('Invalid');
    const list = await app.api('GET', '/api/ocpptags/unknown?searchInput=stranger');
    const entry = (list.body.unknownOcppTags as Record<string, unknown>[])[0];
    expect(entry).toMatchObject({
      key: 'STRANGER-1',
      numberOfAttempts: 2,
      chargeBoxID: 'UNK-CS-1',
    });
    // The search takes `_` literally: it is no wildcard for the tag's `-`.
    const literal = await app.api('GET', '/api/ocpptags/unknown?searchInput=stranger_1');
    expect(literal.body.unknownOcppTags).toEqual([]);

    const approve = await app.api('POST', '/api/ocpptags/unknown', {
      id_tag: 'STRANGER-1',
      tenant_pk: entry?.tenantPk,
    });
    expect(approve.statusCode).toBe(201);
    expect(await authorize('STRANGER-1')).toBe('Accepted');
    const after = await app.api('GET', '/api/ocpptags/unknown');
    expect(after.body.unknownOcppTags).toEqual([]);
    const again = await app.api('POST', '/api/ocpptags/unknown', {
      id_tag: 'STRANGER-1',
      tenant_pk: entry?.tenantPk,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.error).toBe('RFID tag STRANGER-1 is already registered!');
  });

  it('deletes an unknown tag, and 404 when there is none', async () => {
    await authorize('STRANGER-2');
    expect((await app.api('DELETE', '/api/ocpptags/unknown/STRANGER-2')).statusCode).toBe(204);
    expect((await app.api('DELETE', '/api/ocpptags/unknown/STRANGER-2')).statusCode).toBe(404);
    const bad = await app.api('POST', '/api/ocpptags/unknown', { id_tag: 'S-3' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('tenant_pk');
  });
});
