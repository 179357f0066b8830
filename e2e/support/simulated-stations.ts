import { SimulatedStation } from '@chargedeck/simulator';
import { apiLogin } from './product-api';
import { ADMIN } from './server';

export const STATION_PASSWORD = 'e2e-station-key-0123456789';

/** Registers stations through POST /api/chargepoints and connects a simulator for each. */
export async function connectStations(
  baseUrl: string,
  chargeBoxIds: readonly string[],
): Promise<SimulatedStation[]> {
  const token = await apiLogin(baseUrl, ADMIN.email, ADMIN.password);
  const stations: SimulatedStation[] = [];
  for (const chargeBoxId of chargeBoxIds) {
    const res = await fetch(`${baseUrl}/api/chargepoints`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        chargeBoxId,
        description: `Estação ${chargeBoxId}`,
        ocppSecurityProfile: 1,
        authorizationKey: STATION_PASSWORD,
      }),
    });
    if (res.status !== 201) throw new Error(`station ${chargeBoxId}: ${await res.text()}`);
    const station = new SimulatedStation({
      url: `${baseUrl.replace(/^http/, 'ws')}/ocpp`,
      chargeBoxId,
      password: STATION_PASSWORD,
    });
    await station.connect();
    stations.push(station);
  }
  return stations;
}
