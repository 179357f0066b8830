import type { RealtimeBus } from '../../platform/realtime';
import type { PlatformContext } from '../../platform/module-context';
import { NotificationsRepository } from '../notifications';
import { StationLiveEvents } from './station-live-events';
import type { StationLiveRepository } from './station-live.repository';

/**
 * The stations' realtime topics: committed station changes published on the bus. Built before
 * the OCPP gateway and the transactions module, which tell it what they stored.
 */
export async function stationLiveFeed(
  { http, db, database }: PlatformContext,
  deps: { bus: RealtimeBus; facts: StationLiveRepository },
): Promise<StationLiveEvents> {
  const live = new StationLiveEvents(
    deps.bus,
    deps.facts,
    new NotificationsRepository(db),
    http.log.child({ module: 'realtime' }),
    // The embedded database runs one transaction at a time: keys become visible in order.
    database.kind === 'pglite' ? 0 : undefined,
  );
  await live.start();
  http.addHook('preClose', async () => {
    live.close();
    // A look still running must end before the database closes.
    await live.settled();
  });
  return live;
}
