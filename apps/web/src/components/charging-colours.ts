/**
 * The colours of "charging" and "idle" on every screen: orange while in use, as on the home
 * map, its pies and the station connectors; gray when idle.
 */
export const CHARGING_COLOUR = '#fa8c16';
export const IDLE_COLOUR = '#8c8c8c';

/** A charging indicator's colour (tags, users). */
export const chargingColour = (charging: boolean) => (charging ? CHARGING_COLOUR : IDLE_COLOUR);
