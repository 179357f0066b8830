import { describe, expect, it } from 'vitest';
import { STATE_COLOURS } from '../features/stats/station-state';
import { CHARGING_COLOUR, chargingColour } from './charging-colours';

describe('chargingColour', () => {
  it('is the home map colour of a station in use while charging, gray when idle', () => {
    expect(chargingColour(true)).toBe(STATE_COLOURS.charging);
    expect(chargingColour(true)).toBe(CHARGING_COLOUR);
    expect(chargingColour(false)).toBe(STATE_COLOURS.unavailable);
  });
});
