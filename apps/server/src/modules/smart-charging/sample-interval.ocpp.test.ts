import type { SimulatedStation } from '@chargedeck/simulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOcppApp, waitFor, type OcppTestApp } from '../../testing/ocpp-test-kit';
import {
  simulatedStation,
  smartChargingSite,
  type SmartChargingSite,
} from '../../testing/smart-charging-site';
import { describeDatabases } from '../../testing/test-databases';

const KEY = 'MeterValueSampleInterval';

describeDatabases('smart charging sets the stations sample interval', (database) => {
  let app: OcppTestApp;
  let site: SmartChargingSite;
  let rebooted: SimulatedStation | undefined;

  const intervalBecomes = (station: SimulatedStation, value: string) =>
    waitFor(() => (station.config.get(KEY) === value ? true : undefined), 15_000);

  const tasksOf = (operation: string) =>
    database.handle.db
      .selectFrom('ocpp_task')
      .select('task_pk')
      .where('origin', '=', 'smart-charging')
      .where('operation_name', '=', operation)
      .execute();

  beforeAll(async () => {
    app = await startOcppApp(database);
    site = await smartChargingSite(app, database, {
      ids: ['SC-SAMPLE-1', 'SC-SAMPLE-2'],
      breakerA: 32,
      meterId: 'sc-sample-meter',
      mac: 'AA:BB:CC:DD:EE:02',
    });
  });
  afterAll(async () => {
    for (const s of site?.stations ?? []) await s.stop();
    await rebooted?.stop();
    await app?.close();
  });

  it('shortens the interval while the site is active and gives the old one back', async () => {
    const [first, second] = site.stations as [SimulatedStation, SimulatedStation];
    expect(first.config.get(KEY)).toBe('60');
    await intervalBecomes(first, '2');
    await intervalBecomes(second, '2');
    expect(await tasksOf('ChangeConfiguration')).toHaveLength(2);
    expect(await tasksOf('GetConfiguration')).toHaveLength(2);

    expect((await site.setEnabled(false)).statusCode).toBe(200);
    await intervalBecomes(first, '60');
    await intervalBecomes(second, '60');

    expect((await site.setEnabled(true)).statusCode).toBe(200);
    await intervalBecomes(first, '2');
  }, 60_000);

  it('sets it again when a station boots with its default', async () => {
    const [first] = site.stations as [SimulatedStation];
    await first.stop();
    // The same station boots again (a new simulator: its configuration is back to 60 s).
    await new Promise((resolve) => setTimeout(resolve, 50));
    rebooted = simulatedStation(app, 'SC-SAMPLE-1');
    await rebooted.connect();
    expect(rebooted.config.get(KEY)).toBe('60');
    await intervalBecomes(rebooted, '2');
  }, 60_000);
});
