import type { SmartChargingSetup } from '@chargedeck/shared';

/** The meter stored on the form after the link modal (spec 3 §3 "Virtual group (detail)"). */
export interface MeterDevice {
  device_remote_id: string;
  mac_address: string;
}

/** The form's smart-charging block. `included` is the create form's choice to set one up. */
export interface SmartChargingValues {
  included: boolean;
  enabled: boolean;
  start_date: string | null;
  end_date: string | null;
  current_nominal_a: string | null;
  modulation: 'DYNAMIC';
  meter_device: MeterDevice | null;
}

export const NO_SMART_CHARGING: SmartChargingValues = {
  included: false,
  enabled: true,
  start_date: null,
  end_date: null,
  current_nominal_a: null,
  modulation: 'DYNAMIC',
  meter_device: null,
};

/** The edit form's block from a stored setup. */
export function valuesOfSetup(setup: SmartChargingSetup | null, linkOn: boolean) {
  if (!setup) return { ...NO_SMART_CHARGING, enabled: false };
  return {
    included: true,
    enabled: setup.enabled && linkOn,
    start_date: setup.start_date,
    end_date: setup.end_date,
    current_nominal_a: setup.current_nominal_a === null ? null : String(setup.current_nominal_a),
    modulation: 'DYNAMIC',
    meter_device: setup.meter_device_remote_id
      ? { device_remote_id: setup.meter_device_remote_id, mac_address: '' }
      : null,
  } satisfies SmartChargingValues;
}

/**
 * The current mask (spec 3 §5, §9): digits, an optional sign and one decimal point, at most 6
 * characters; a fourth digit without a point gets the point after the third.
 */
export function maskCurrent(text: string): string {
  let kept = text.replace(/[^\d.+-]/g, '');
  const sign = /^[+-]/.test(kept) ? kept.charAt(0) : '';
  kept = kept.slice(sign.length).replace(/[+-]/g, '');
  const dot = kept.indexOf('.');
  if (dot >= 0) kept = kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
  else if (kept.length > 3) kept = `${kept.slice(0, 3)}.${kept.slice(3)}`;
  return (sign + kept).slice(0, 6);
}

/** The setup fields the smart-charging service takes (POST and PUT /smart-charging/smart-charging). */
export function setupBodyOf(values: SmartChargingValues, enabled: boolean) {
  return {
    enabled,
    start_date: values.start_date,
    end_date: values.end_date,
    current_nominal_a: values.current_nominal_a,
    modulation: 'DYNAMIC' as const,
    meter_device_remote_id: values.meter_device?.device_remote_id ?? null,
  };
}
