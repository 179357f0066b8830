import { GroupCommit } from '../../platform/db/group-commit';
import type { ModuleContext } from '../../platform/module-context';
import { MeterValuesRepository, type MeterSample } from './meter-values.repository';

/** Meter samples, written in batches (group commit), never one insert per sample. */
export function metersModule(ctx: ModuleContext) {
  const repository = new MeterValuesRepository(ctx.db);
  const samples = ctx.batches.add(
    new GroupCommit<MeterSample>(
      async (batch) => {
        await repository.insertBatch(batch);
      },
      { concurrency: ctx.batches.concurrency },
    ),
  );
  /** Resolves once the samples are stored. */
  const writeSamples = async (batch: MeterSample[]): Promise<void> => {
    await samples.add(batch);
  };
  return { writeSamples };
}
