import type { GroupEvent } from '@chargedeck/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { groupEventTitle } from './group-event-title';
import {
  maskCurrent,
  setupBodyOf,
  NO_SMART_CHARGING,
  valuesOfSetup,
} from './smart-charging-values';

describe('the breaker current mask (spec 3 §5, §9)', () => {
  it.each([
    ['32', '32'],
    ['1234567', '123.45'],
    ['63.5', '63.5'],
    ['6a3,5', '635'],
    ['+32.5', '+32.5'],
    ['1.2.3', '1.23'],
    ['3-2', '32'],
    ['-1234', '-123.4'],
  ])('%s becomes %s', (typed, kept) => {
    expect(maskCurrent(typed)).toBe(kept);
    expect(maskCurrent(typed).length).toBeLessThanOrEqual(6);
  });
});

describe('the smart-charging block values', () => {
  it('a configuration without a setup starts switched off on edit', () => {
    expect(valuesOfSetup(null, false)).toMatchObject({ enabled: false, meter_device: null });
  });

  it('a setup is on only while both it and its link are on, with its meter', () => {
    const setup = {
      smart_charging_id: 4,
      enabled: true,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      current_nominal_a: 32,
      modulation: 'DYNAMIC' as const,
      meter_device_remote_id: 'm-1',
      meter_device_remote_in_circuit: false,
      virtual_group_id: 7,
    };
    expect(valuesOfSetup(setup, false).enabled).toBe(false);
    const values = valuesOfSetup(setup, true);
    expect(values).toMatchObject({ enabled: true, current_nominal_a: '32' });
    expect(setupBodyOf(values, true)).toEqual({
      enabled: true,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      current_nominal_a: '32',
      modulation: 'DYNAMIC',
      meter_device_remote_id: 'm-1',
    });
    expect(setupBodyOf(NO_SMART_CHARGING, true).meter_device_remote_id).toBeNull();
  });
});

describe('smart-charging events in the Eventos tab', () => {
  const t = ((key: string) => `[${key}]`) as unknown as TFunction;
  const event = (over: Partial<GroupEvent>): GroupEvent => ({
    description: '',
    timestamp: '2026-11-25T04:00:00Z',
    charge_box_code: null,
    event_type: 'SmartChargingLimit',
    connector_id: null,
    ...over,
  });

  it('names the connector, the event and the server detail', () => {
    const row = event({
      charge_box_code: 'CB-1',
      connector_id: 2,
      description: 'CB-1 #2: SmartChargingLimit (16 A → 10 A)',
    });
    expect(groupEventTitle(row, t)).toBe(
      'CB-1 #2: [smartCharging.events.SmartChargingLimit] (16 A → 10 A)',
    );
  });

  it("a configuration's own event has no charger", () => {
    const row = event({ event_type: 'MeterOffline', description: 'MeterOffline' });
    expect(groupEventTitle(row, t)).toBe('[smartCharging.events.MeterOffline]');
  });

  it('leaves station events to the alerts labels', () => {
    expect(groupEventTitle(event({ event_type: 'Available' }), t)).toBeUndefined();
  });
});
