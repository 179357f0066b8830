import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../testing/test-databases';
import {
  STATION_KEY,
  connectedStation,
  startOcppApp,
  type OcppTestApp,
} from '../testing/ocpp-test-kit';

describeDatabases(
  'unknown stations held as Pending (OCPP_UNKNOWN_STATIONS=pending)',
  (database) => {
    let app: OcppTestApp;

    beforeAll(async () => {
      app = await startOcppApp(database, { OCPP_UNKNOWN_STATIONS: 'pending' });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('accepts the connection as Pending, lists it, and after adoption takes it as registered', async () => {
      const pending = await connectedStation(app.ocppUrl, 'NEWCOMER-1', { password: null });
      const boot = (await pending.call('BootNotification', {
        chargePointVendor: 'V',
        chargePointModel: 'M',
      })) as { status: string; interval: number };
      expect(boot.status).toBe('Pending');
      expect(await pending.call('Heartbeat', {})).toHaveProperty('currentTime');
      await expect(
        pending.call('StatusNotification', {
          connectorId: 1,
          errorCode: 'NoError',
          status: 'Available',
        }),
      ).rejects.toMatchObject({ rpcErrorCode: 'SecurityError' });
      const listed = await app.api('GET', '/api/chargepoints/unknown');
      expect(JSON.stringify(listed.body)).toContain('NEWCOMER-1');

      const closed = new Promise((resolve) => pending.once('close', resolve));
      const adopted = await app.api('POST', '/api/chargepoints/unknown/NEWCOMER-1/adopt', {
        authorizationKey: STATION_KEY,
      });
      expect(adopted.statusCode).toBe(201);
      await closed;
      const registered = await connectedStation(app.ocppUrl, 'NEWCOMER-1');
      const again = (await registered.call('BootNotification', {
        chargePointVendor: 'V',
        chargePointModel: 'M',
      })) as { status: string };
      expect(again.status).toBe('Accepted');
      await registered.close();
      const rows = await database.handle.db.selectFrom('unknown_charge_box').selectAll().execute();
      expect(rows).toHaveLength(0);
    });
  },
);
