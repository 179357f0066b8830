import { describe, expect, it } from 'vitest';
import { SampleIntervals } from './sample-interval';
import type { StationConfigurator } from './station-config';

/** A configurator that records the commands and answers as the stations are set to. */
function recordingConfigurator(refuse = new Set<string>()) {
  const values = new Map<string, string>();
  const calls: string[] = [];
  const config: StationConfigurator = {
    read: (_tenant, id) => {
      calls.push(`read ${id}`);
      return Promise.resolve(values.get(id) ?? '60');
    },
    change: (_tenant, id, _key, value) => {
      calls.push(`change ${id} ${value}`);
      if (refuse.has(id)) return Promise.resolve(false);
      values.set(id, value);
      return Promise.resolve(true);
    },
  };
  return { config, calls, values };
}

const silent = { error: () => undefined } as never;
const booted = (at: number) => new Date(at);

describe('SampleIntervals', () => {
  it('reads, shortens once per boot and gives the value back when the site stops', async () => {
    const { config, calls, values } = recordingConfigurator();
    const intervals = new SampleIntervals(config, silent);
    const station = { charge_box_id: 'CB-1', booted_at: booted(1) };
    intervals.keep(7, 1, [station, station]);
    await intervals.settled();
    intervals.keep(7, 1, [station]);
    await intervals.settled();
    expect(calls).toEqual(['read CB-1', 'change CB-1 2']);

    values.set('CB-1', '60'); // it boots again with its default
    intervals.keep(7, 1, [{ ...station, booted_at: booted(2) }]);
    await intervals.settled();
    expect(calls.slice(2)).toEqual(['change CB-1 2']);

    intervals.restore(7);
    await intervals.settled();
    expect(calls.slice(3)).toEqual(['change CB-1 60']);
  });

  it('gives the value back to a station that leaves the site', async () => {
    const { config, calls } = recordingConfigurator();
    const intervals = new SampleIntervals(config, silent);
    const a = { charge_box_id: 'CB-A', booted_at: null };
    const b = { charge_box_id: 'CB-B', booted_at: null };
    intervals.keep(7, 1, [a, b]);
    await intervals.settled();
    intervals.keep(7, 1, [a]);
    await intervals.settled();
    expect(calls.slice(4)).toEqual(['change CB-B 60']);
  });

  it('asks a station that refused again after a minute, not at every plan', async () => {
    const { config, calls } = recordingConfigurator(new Set(['CB-R']));
    let now = 0;
    const intervals = new SampleIntervals(config, silent, () => now);
    const station = { charge_box_id: 'CB-R', booted_at: null };
    intervals.keep(7, 1, [station]);
    await intervals.settled();
    now = 30_000;
    intervals.keep(7, 1, [station]);
    await intervals.settled();
    expect(calls).toHaveLength(2);
    now = 61_000;
    intervals.keep(7, 1, [station]);
    await intervals.settled();
    // Its earlier value is known from the first read.
    expect(calls.slice(2)).toEqual(['change CB-R 2']);
    intervals.restore(7);
    await intervals.settled();
    expect(calls).toHaveLength(3);
  });
});
