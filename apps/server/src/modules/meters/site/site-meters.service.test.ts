import { afterAll, beforeAll, expect, it } from 'vitest';
import { rootTenantPk } from '../../../testing/scripted-station';
import { describeDatabases } from '../../../testing/test-databases';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import type { MeterOfflineEvent, MeterReadingEvent } from './site-meter-events';
import { SiteMetersRepository } from './site-meters.repository';
import { SiteMetersService } from './site-meters.service';

describeDatabases('site meters service', (database) => {
  let app: TestApp;
  let tenantPk: number;
  let now = new Date('2026-11-25T10:00:00Z');
  let service: SiteMetersService;
  const errors: unknown[] = [];
  const at = (seconds: number) => new Date(Date.parse('2026-11-25T10:00:00Z') + seconds * 1000);

  beforeAll(async () => {
    app = await startTestApp(database);
    tenantPk = await rootTenantPk(database);
    service = new SiteMetersService(new SiteMetersRepository(database.handle.db), {
      clock: () => now,
      onListenerError: (error) => errors.push(error),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('tells listeners of each stored reading, of a meter coming online and going offline', async () => {
    const { device_remote_id: id } = await service.register(tenantPk, {
      mac_address: 'AA:00:00:00:00:01',
      device_remote_id: 'svc-meter-1',
    });
    const readings: MeterReadingEvent[] = [];
    const offline: MeterOfflineEvent[] = [];
    const stopReadings = service.onReading((event) => readings.push(event));
    service.onOffline((event) => offline.push(event));
    service.onReading(() => {
      throw new Error('a broken listener');
    });

    now = at(0);
    const phases = { '01': 10, '02': 20.01, '03': 5 };
    expect(await service.recordByMac('AA:00:00:00:00:01', phases, at(0))).toBe('stored');
    now = at(12);
    expect(await service.recordByMac('AA:00:00:00:00:01', { '02': 4 }, undefined)).toBe('stored');
    expect(readings.map((r) => [r.phases, r.phaseMaxValue, r.cameOnline])).toEqual([
      [phases, 20.1, true],
      [{ '01': 10, '02': 4, '03': 5 }, 10, false],
    ]);
    expect(readings[0]).toMatchObject({ tenantPk, deviceRemoteId: id, readAt: at(0) });
    // The broken listener was logged, the others still heard every reading.
    expect(errors).toHaveLength(2);

    // Not 30 s since the last reading: still online.
    now = at(41);
    expect(await service.checkOffline()).toBe(0);
    now = at(42);
    expect(await service.checkOffline()).toBe(1);
    expect(offline).toEqual([
      {
        tenantPk,
        meterPk: readings[0]?.meterPk,
        macAddress: 'AA:00:00:00:00:01',
        deviceRemoteId: id,
        lastReadAt: at(12),
      },
    ]);
    // Already offline: said once.
    expect(await service.checkOffline()).toBe(0);
    expect((await service.measurement([tenantPk], { device_remote_id: id })).status).toBe(0);

    now = at(50);
    expect(await service.recordByMac('AA:00:00:00:00:01', phases, undefined)).toBe('stored');
    expect(readings.at(-1)?.cameOnline).toBe(true);
    stopReadings();
    now = at(51);
    expect(await service.recordByMac('AA:00:00:00:00:01', phases, undefined)).toBe('stored');
    expect(readings).toHaveLength(3);
  });

  it('drops readings of unknown meters, stale, ahead of the clock or older than the latest', async () => {
    await service.register(tenantPk, { mac_address: 'AA:00:00:00:00:02' });
    const phases = { '01': 1, '02': 1, '03': 1 };
    now = at(100);
    const record = (mac: string, readAt: Date | undefined, p: object = phases) =>
      service.recordByMac(mac, p, readAt);
    expect(await record('AA:00:00:00:00:99', undefined)).toBe('unknown meter');
    expect(await record('AA:00:00:00:00:02', at(70))).toBe('stale');
    expect(await record('AA:00:00:00:00:02', at(106))).toBe('future');
    // A first reading that leaves a phase unknown is not a reading.
    expect(await record('AA:00:00:00:00:02', at(99), { '01': 3 })).toBe('out of order');
    expect(await record('AA:00:00:00:00:02', at(99))).toBe('stored');
    expect(await record('AA:00:00:00:00:02', at(99))).toBe('out of order');
    expect(await record('AA:00:00:00:00:02', at(98))).toBe('out of order');
  });

  it('keeps one history row per meter per 10 s and prunes it after 24 h', async () => {
    const { device_remote_id: id } = await service.register(tenantPk, {
      mac_address: 'AA:00:00:00:00:03',
    });
    const record = (seconds: number, amps: number) => {
      now = at(seconds);
      return service.recordByMac(
        'AA:00:00:00:00:03',
        { '01': amps, '02': 0, '03': 0 },
        at(seconds),
      );
    };
    for (const [seconds, amps] of [
      [200, 1],
      [203, 2],
      [209, 3],
      [210, 4],
    ] as const)
      expect(await record(seconds, amps)).toBe('stored');
    const history = await database.handle.db
      .selectFrom('site_meter_reading')
      .innerJoin('site_meter', 'site_meter.site_meter_pk', 'site_meter_reading.site_meter_pk')
      .select(['bucket_at', 'site_meter_reading.current_01'])
      .where('device_remote_id', '=', id)
      .orderBy('bucket_at')
      .execute();
    expect(history.map((row) => [row.bucket_at.toISOString(), row.current_01])).toEqual([
      [at(200).toISOString(), 3],
      [at(210).toISOString(), 4],
    ]);
    now = new Date(at(210).getTime() + 24 * 3600 * 1000);
    expect(await service.pruneHistory()).toBeGreaterThanOrEqual(1);
    const left = await database.handle.db
      .selectFrom('site_meter_reading')
      .select('bucket_at')
      .execute();
    expect(left.map((row) => row.bucket_at.toISOString())).toEqual([at(210).toISOString()]);
  });
});
