import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { MeterValuesRepository, type MeterSample } from './meter-values.repository';

const sample = (at: string, measurand: string, value: string): MeterSample => ({
  chargeBoxPk: 1,
  connectorId: 1,
  transactionId: null,
  at,
  measurand,
  phase: '',
  location: '',
  unit: 'Wh',
  context: 'Sample.Periodic',
  format: 'Raw',
  value,
  valueNumber: Number(value),
});

describeDatabases('meter values repository', (database) => {
  const stored = async () =>
    (
      await sql<{ at: string; measurand: string; value: string }>`
        select to_char(value_timestamp at time zone 'UTC', 'HH24:MI:SS') as at, measurand, value
        from meter_value order by value_timestamp, measurand`.execute(database.handle.db)
    ).rows.map((r) => `${r.at} ${r.measurand} ${r.value}`);

  it('stores a batch, skips exact repeats alone and counts only the new samples', async () => {
    const repository = new MeterValuesRepository(database.handle.db);
    const first = [
      sample('2026-01-01T10:00:00Z', 'Energy.Active.Import.Register', '100'),
      sample('2026-01-01T10:00:00Z', 'Power.Active.Import', '7.4'),
    ];
    expect(await repository.insertBatch(first)).toBe(2);
    // Sent again with no answer: nothing new, and no error.
    expect(await repository.insertBatch(first)).toBe(0);
    // A repeat among new samples does not hold the new ones back.
    const mixed = [
      sample('2026-01-01T10:01:00Z', 'Energy.Active.Import.Register', '250'),
      first[1] as MeterSample,
      sample('2026-01-01T10:01:00Z', 'Power.Active.Import', '7.1'),
    ];
    expect(await repository.insertBatch(mixed)).toBe(2);
    // The same sample twice in one batch is stored once.
    const twice = sample('2026-01-01T10:02:00Z', 'Energy.Active.Import.Register', '400');
    expect(await repository.insertBatch([twice, { ...twice }])).toBe(1);
    expect(await stored()).toEqual([
      '10:00:00 Energy.Active.Import.Register 100',
      '10:00:00 Power.Active.Import 7.4',
      '10:01:00 Energy.Active.Import.Register 250',
      '10:01:00 Power.Active.Import 7.1',
      '10:02:00 Energy.Active.Import.Register 400',
    ]);
  });
});
