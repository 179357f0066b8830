import { describe, expect, it } from 'vitest';
import { macOfDeviceId, parseShellyMessage } from './shelly-message';

/** The `em:0` status of a Shelly Pro 3EM (Gen2 API, triphase profile), trimmed. */
const emStatus = {
  id: 0,
  a_current: 12.5,
  a_voltage: 229.8,
  a_act_power: 2820.4,
  b_current: 3.1,
  b_voltage: 230.4,
  c_current: 0.4,
  c_voltage: 231.2,
  n_current: null,
  total_current: 16,
  total_act_power: 3600,
};

describe('Shelly Pro 3EM messages', () => {
  it('finds the MAC address at the end of the device id', () => {
    expect(macOfDeviceId('shellypro3em-c8f09e8a1b2c')).toBe('C8:F0:9E:8A:1B:2C');
    expect(macOfDeviceId('site/garage/shellypro3em-c8f09e8a1b2c')).toBe('C8:F0:9E:8A:1B:2C');
    expect(macOfDeviceId('my-meter')).toBeUndefined();
  });

  it('reads the phase currents of a status update', () => {
    const reading = parseShellyMessage(
      'shellypro3em-c8f09e8a1b2c/status/em:0',
      JSON.stringify(emStatus),
    );
    expect(reading).toEqual({
      mac: 'C8:F0:9E:8A:1B:2C',
      phases: { '01': 12.5, '02': 3.1, '03': 0.4 },
      readAt: undefined,
    });
  });

  it('reads a NotifyStatus with its time, and only the phases that changed', () => {
    const frame = {
      src: 'shellypro3em-c8f09e8a1b2c',
      dst: 'shellypro3em-c8f09e8a1b2c/events',
      method: 'NotifyStatus',
      params: { ts: 1764064800.52, 'em:0': { id: 0, b_current: 7.25, b_act_power: 1650 } },
    };
    const reading = parseShellyMessage('custom/prefix/events/rpc', JSON.stringify(frame));
    expect(reading).toEqual({
      mac: 'C8:F0:9E:8A:1B:2C',
      phases: { '01': undefined, '02': 7.25, '03': undefined },
      readAt: new Date(1764064800520),
    });
  });

  it('ignores other messages, other components and values that are not currents', () => {
    const topic = 'shellypro3em-c8f09e8a1b2c/status/em:0';
    expect(parseShellyMessage(topic, 'not json')).toBeUndefined();
    expect(parseShellyMessage(topic, JSON.stringify({ id: 0 }))).toBeUndefined();
    expect(
      parseShellyMessage(topic, JSON.stringify({ ...emStatus, a_current: -3 })),
    ).toBeUndefined();
    expect(
      parseShellyMessage(topic, JSON.stringify({ ...emStatus, c_current: '0.4' })),
    ).toBeUndefined();
    expect(
      parseShellyMessage('shellypro3em-c8f09e8a1b2c/status/sys', JSON.stringify(emStatus)),
    ).toBeUndefined();
    expect(parseShellyMessage('my-meter/status/em:0', JSON.stringify(emStatus))).toBeUndefined();
    const notEm = {
      src: 'shellypro3em-c8f09e8a1b2c',
      method: 'NotifyStatus',
      params: { ts: 1, sys: {} },
    };
    expect(
      parseShellyMessage('shellypro3em-c8f09e8a1b2c/events/rpc', JSON.stringify(notEm)),
    ).toBeUndefined();
  });
});
