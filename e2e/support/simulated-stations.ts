/** The authorization key of the stations the specs register; their simulators connect with it. */
export const STATION_PASSWORD = 'e2e-station-key-0123456789';

/** The fields of POST /api/chargepoints for a station on security profile 1 with STATION_PASSWORD. */
export function stationFields(chargeBoxId: string, description = `Estação ${chargeBoxId}`) {
  return {
    chargeBoxId,
    description,
    ocppSecurityProfile: 1,
    authorizationKey: STATION_PASSWORD,
  };
}
