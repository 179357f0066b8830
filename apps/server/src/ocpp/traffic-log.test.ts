import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../testing/test-databases';
import { startOcppApp, STATION_KEY, type OcppTestApp } from '../testing/ocpp-test-kit';
import { ScriptedStation, rootTenantPk } from '../testing/scripted-station';

describeDatabases('OCPP lines of the tenant log', (database) => {
  let app: OcppTestApp;

  beforeAll(async () => {
    app = await startOcppApp(database);
    await app.addStation('LOG-1');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('logs connection, boot, a fault, a refused call, a command and a traffic summary', async () => {
    const station = await ScriptedStation.connect(app.ocppUrl, 'LOG-1');
    await station.boot();
    await station.call('Heartbeat', {});
    await station.status(1, 'Faulted', 'GroundFailure');
    await expect(station.call('StartTransaction', { connectorId: 1 })).rejects.toThrow();
    await app.ocpp.commands.send('LOG-1', 'Reset', { type: 'Soft' }, 5_000);
    await station.close();
    await app.ocpp.close(); // writes the pending summary

    const tenantPk = await rootTenantPk(database);
    const { alias } = await database.handle.db
      .selectFrom('tenant')
      .select('alias')
      .where('tenant_pk', '=', tenantPk)
      .executeTakeFirstOrThrow();
    const text = await app.tenantLog.tail(alias, new Date().toISOString().slice(0, 10), 200);
    expect(text).toMatch(/INFO \[ocpp\] LOG-1 connected from 127\.0\.0\.1/);
    expect(text).toContain('INFO [ocpp] BootNotification from LOG-1: Accepted');
    expect(text).toContain('WARN [ocpp] LOG-1 connector 1 Faulted (GroundFailure)');
    expect(text).toMatch(/WARN \[ocpp\] StartTransaction from LOG-1 refused: \w+/);
    expect(text).toContain('INFO [ocpp] Reset to LOG-1: Accepted');
    expect(text).toMatch(/INFO \[ocpp\] LOG-1 disconnected \(1000/);
    expect(text).toMatch(
      /traffic in the last 60 s: 4 calls from 1 stations \((BootNotification|Heartbeat|StatusNotification|StartTransaction) 1.*\), 1 refused, 1 commands sent, 0 failed/,
    );
    expect(text).not.toContain(STATION_KEY);
  });
});
