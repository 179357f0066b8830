import { describe, expect, it } from 'vitest';
import { isMeterOnline, normalizeMac, phaseMaxValueOf } from './meter-reading';
import { meterMeasurementQuery, meterReadingBody } from './meter.schemas';

describe('meter readings', () => {
  it('rounds the highest phase up to one decimal', () => {
    expect(phaseMaxValueOf({ '01': 12.31, '02': 3, '03': 0 })).toBe(12.4);
    expect(phaseMaxValueOf({ '01': 1, '02': 12.3, '03': 4 })).toBe(12.3);
    expect(phaseMaxValueOf({ '01': 0, '02': 0, '03': 31.999 })).toBe(32);
    expect(phaseMaxValueOf({ '01': 0, '02': 0, '03': 0 })).toBe(0);
  });

  it('is online for 30 s after a reading, then offline', () => {
    const readAt = new Date('2026-11-25T10:00:00Z');
    expect(isMeterOnline(readAt, new Date('2026-11-25T10:00:29.999Z'))).toBe(true);
    expect(isMeterOnline(readAt, new Date('2026-11-25T10:00:30Z'))).toBe(false);
    expect(isMeterOnline(null, readAt)).toBe(false);
  });

  it('writes a MAC address one way, whatever way it came', () => {
    expect(normalizeMac('c8:f0:9e:8a:1b:2c')).toBe('C8:F0:9E:8A:1B:2C');
    expect(normalizeMac('C8-F0-9E-8A-1B-2C')).toBe('C8:F0:9E:8A:1B:2C');
    expect(normalizeMac('c8f09e8a1b2c')).toBe('C8:F0:9E:8A:1B:2C');
    expect(normalizeMac('c8:f0:9e:8a:1b')).toBeUndefined();
    expect(normalizeMac('g8:f0:9e:8a:1b:2c')).toBeUndefined();
  });

  it('asks a measurement by MAC address or device_remote_id', () => {
    expect(meterMeasurementQuery.safeParse({}).error?.issues[0]).toMatchObject({
      path: ['mac_address'],
      message: 'meterIdRequired',
    });
    expect(meterMeasurementQuery.parse({ mac_address: 'c8f09e8a1b2c' })).toEqual({
      mac_address: 'C8:F0:9E:8A:1B:2C',
    });
  });

  it('refuses a reading with a phase that is not a current', () => {
    const phase = { '01': 10, '02': -1, '03': 'x' };
    const issues = meterReadingBody.safeParse({ current: { phase } }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual([
      'current.phase.02',
      'current.phase.03',
    ]);
  });
});
