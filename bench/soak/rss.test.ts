import { describe, expect, it } from 'vitest';
import { RssTrack } from './rss';

describe('resident memory growth of the soak', () => {
  it('is the slope in MB an hour of the samples after warm-up, per process', () => {
    const track = new RssTrack(5);
    track.began('node-1#10', 0);
    // 300 MB during warm-up, then 200 MB growing 1 MB every 6 minutes: 10 MB an hour.
    for (let minute = 0; minute < 5; minute++) track.record('node-1#10', minute, 300);
    for (let minute = 5; minute <= 60; minute++) {
      track.record('node-1#10', minute, 200 + (minute - 5) / 6);
    }
    expect(track.summary(10).growthMBPerHour).toBe(10);
  });

  it('takes the steepest process over a long enough span, and begins a restarted node afresh', () => {
    const track = new RssTrack(1);
    track.began('node-1#10', 0);
    track.began('node-2#11', 0);
    for (let minute = 1; minute <= 30; minute++) {
      track.record('node-1#10', minute, 150);
      track.record('node-2#11', minute, 150 + minute);
    }
    // node-2 restarted at 30: its new process is sampled after its own warm-up, briefly.
    track.began('node-2#12', 30);
    for (let minute = 30; minute <= 33; minute++)
      track.record('node-2#12', minute, 100 + minute * 10);
    const summary = track.summary(10);
    expect(summary.growthMBPerHour).toBe(60);
    expect(summary.nodes).toEqual({
      'node-1#10': '150→150 MB',
      'node-2#11': '151→180 MB',
      'node-2#12': '410→430 MB',
    });
  });
});
