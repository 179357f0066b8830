import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../testing/test-databases';
import {
  connectedStation,
  startOcppApp,
  waitFor,
  type OcppTestApp,
} from '../testing/ocpp-test-kit';

describeDatabases('OCPP gateway', (database) => {
  let app: OcppTestApp;
  let boxPk: number;

  beforeAll(async () => {
    app = await startOcppApp(database);
    boxPk = await app.addStation('GW-1');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('boots, beats, reports status and charges over a real socket, storing each message', async () => {
    const db = database.handle.db;
    const station = await connectedStation(app.ocppUrl, 'GW-1');
    const boot = (await station.call('BootNotification', {
      chargePointVendor: 'Acme',
      chargePointModel: 'AC-22',
      chargePointSerialNumber: 'SN-1',
      firmwareVersion: '1.2.3',
    })) as { status: string; interval: number; currentTime: string };
    expect(boot.status).toBe('Accepted');
    expect(boot.interval).toBe(300);
    const beat = (await station.call('Heartbeat', {})) as { currentTime: string };
    expect(Date.parse(beat.currentTime)).toBeGreaterThan(0);
    await station.call('StatusNotification', {
      connectorId: 1,
      errorCode: 'NoError',
      status: 'Available',
    });
    await db
      .insertInto('ocpp_tag')
      .values({
        id_tag: 'GW-TAG',
        tenant_pk: (await db.selectFrom('tenant').select('tenant_pk').executeTakeFirstOrThrow())
          .tenant_pk,
      })
      .execute();
    const auth = (await station.call('Authorize', { idTag: 'GW-TAG' })) as {
      idTagInfo: { status: string };
    };
    expect(auth.idTagInfo.status).toBe('Accepted');
    const start = (await station.call('StartTransaction', {
      connectorId: 1,
      idTag: 'GW-TAG',
      meterStart: 1000,
      timestamp: new Date().toISOString(),
    })) as { transactionId: number; idTagInfo: { status: string } };
    expect(start.idTagInfo.status).toBe('Accepted');
    await station.call('MeterValues', {
      connectorId: 1,
      transactionId: start.transactionId,
      meterValue: [
        {
          timestamp: new Date().toISOString(),
          sampledValue: [
            { value: '1500', measurand: 'Energy.Active.Import.Register', unit: 'Wh' },
            { value: '7.2', measurand: 'Power.Active.Import', unit: 'kW' },
          ],
        },
      ],
    });
    const stop = await station.call('StopTransaction', {
      transactionId: start.transactionId,
      meterStop: 2000,
      timestamp: new Date(Date.now() + 1000).toISOString(),
      idTag: 'GW-TAG',
      reason: 'Local',
    });
    expect(stop).toEqual({ idTagInfo: { status: 'Accepted' } });
    await station.close();

    const box = await db
      .selectFrom('charge_box')
      .selectAll()
      .where('charge_box_pk', '=', boxPk)
      .executeTakeFirstOrThrow();
    expect(box.charge_point_vendor).toBe('Acme');
    expect(box.fw_version).toBe('1.2.3');
    expect(box.last_heartbeat_timestamp).not.toBeNull();
    const tx = await db.selectFrom('charging_transaction').selectAll().executeTakeFirstOrThrow();
    expect(Number(tx.stop_value)).toBe(2000);
    const samples = await sql<{
      n: number;
    }>`select count(*)::int as n from meter_value where transaction_pk = ${tx.transaction_pk}`.execute(
      db,
    );
    expect(samples.rows[0]?.n).toBe(2);
    const events = await db
      .selectFrom('charge_box_event')
      .select('event_type')
      .where('charge_box_pk', '=', boxPk)
      .orderBy('charge_box_event_pk')
      .execute();
    expect(events.map((e) => e.event_type)).toEqual(
      expect.arrayContaining([
        'Connected',
        'StationBooted',
        'Available',
        'TransactionStarted',
        'TransactionEnded',
        'Warning',
      ]),
    );
    await waitFor(async () => {
      const row = await db
        .selectFrom('charge_box')
        .select('online')
        .where('charge_box_pk', '=', boxPk)
        .executeTakeFirstOrThrow();
      return row.online === false || undefined;
    });
  });
});
