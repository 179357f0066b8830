import { GroupCommit } from '../../platform/db/group-commit';
import type { ModuleContext } from '../../platform/module-context';
import { MeterValuesRepository, type MeterSample } from './meter-values.repository';
import { siteMeters } from './site/site-meters';

/**
 * Meter samples of the stations, written in batches (group commit), never one insert per
 * sample; and the site energy meters (`site/`): their readings, measurements and events.
 */
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
  const site = siteMeters(ctx);
  return { writeSamples, siteMeters: site.events, jobs: site.jobs };
}
