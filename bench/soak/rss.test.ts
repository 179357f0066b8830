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

  it('takes the steepest stretch of a judged process, and begins a new stretch when stations move', () => {
    const track = new RssTrack(1);
    track.began('node-1#10', 0);
    track.began('node-2#11', 0);
    for (let minute = 1; minute <= 30; minute++) {
      track.record('node-1#10', minute, 150);
      track.record('node-2#11', minute, 150 + minute);
    }
    // node-2 killed at 30: node-1 takes its stations and steps up to 200 MB, then stays there.
    track.moved(30);
    track.began('node-2#12', 30, false);
    track.record('node-1#10', 30.5, 180);
    for (let minute = 31; minute <= 60; minute++) {
      track.record('node-1#10', minute, 200);
      // The restarted node grows with the stations it takes over: shown, not judged.
      track.record('node-2#12', minute, 100 + minute * 3);
    }
    const summary = track.summary(10);
    expect(summary.growthMBPerHour).toBe(60);
    expect(summary.nodes).toEqual({
      'node-1#10': '150→200 MB',
      // The first and last peaks (highest sample of each window).
      'node-2#11': '155→180 MB',
      'node-2#12': '205→280 MB (taking over)',
    });
  });

  it('is flat for a node that only steps up when stations move to it', () => {
    const track = new RssTrack(1);
    track.began('node-1#10', 0);
    for (let minute = 1; minute <= 30; minute++) track.record('node-1#10', minute, 150);
    track.moved(30);
    for (let minute = 31; minute <= 60; minute++) track.record('node-1#10', minute, 200);
    expect(track.summary(10).growthMBPerHour).toBe(0);
  });

  it('is not moved by the dips after collections give pages back', () => {
    const track = new RssTrack(1);
    track.began('node-1#10', 0);
    // 200 MB held, with dips to 160 MB at the start of the stretch and now and then.
    for (let minute = 1; minute <= 30; minute += 0.25) {
      const dip = minute < 2 || Math.round(minute * 4) % 23 === 0;
      track.record('node-1#10', minute, dip ? 160 : 200);
    }
    expect(track.summary(10).growthMBPerHour).toBe(0);
  });
});
