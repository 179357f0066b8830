import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { NotificationsRepository } from '../notifications';
import { InProcessRealtimeBus } from '../../platform/realtime/realtime-bus';
import type { StationLiveRepository } from './station-live.repository';
import { StationLiveEvents } from './station-live-events';

/** A feed over stored keys 1..stored, recording the floor of each look. */
function feedOver(settleMs: number | undefined) {
  const floors: number[] = [];
  let stored = 0;
  const repository = {
    maxPks: async () => ({ event: 0, station: 0 }),
    newEventPks: async (after: number) => {
      floors.push(after);
      return Array.from({ length: stored - after }, (_, i) => after + i + 1);
    },
    newStationPks: async () => [],
    stations: async () => [],
  } as unknown as StationLiveRepository;
  const notifications = { byPks: async () => [] } as unknown as NotificationsRepository;
  const live = new StationLiveEvents(
    new InProcessRealtimeBus(() => undefined),
    repository,
    notifications,
    pino({ enabled: false }),
    settleMs,
  );
  const look = async (upTo: number) => {
    stored = upTo;
    live.changed();
    await live.settled();
  };
  return { live, floors, look };
}

describe('station live events feed', () => {
  it('reads only new rows where transactions run one after another', async () => {
    const { live, floors, look } = feedOver(0);
    await live.start();
    await look(5);
    await look(8);
    live.close();
    expect(floors).toEqual([0, 5]);
  });

  it('reads recent rows again on PostgreSQL, where a lower key may commit later', async () => {
    const { live, floors, look } = feedOver(undefined);
    await live.start();
    await look(5);
    await look(8);
    live.close();
    expect(floors).toEqual([0, 0]);
  });
});
