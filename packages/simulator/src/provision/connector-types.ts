import type { Logger } from '../station/logger';
import type { ApiSession } from './provision';

interface ListedStation {
  chargeBoxPk: number;
  chargeBoxId: string;
  connectors: { connectorId: number; connectorTypeId: number | null }[];
}

export interface ConnectorTyping {
  /** Connectors given a type now. */
  typed: number;
  /** Stations that had not reported all their connectors when the typing gave up. */
  missing: string[];
}

const TRIES = 10;
const WAIT_MS = 2000;

/**
 * Gives every reported connector of these stations that has no type the named connector type
 * (PUT chargepoints/{pk}/connector/{id}), so each station's form saves as it was provisioned.
 * Connectors exist once the station has reported them: stations that have not reported
 * `connectors` yet are asked again, a few times.
 */
export async function typeConnectors(
  session: ApiSession,
  options: {
    chargeBoxIds: readonly string[];
    connectors: number;
    typeName?: string;
    logger?: Logger;
  },
): Promise<ConnectorTyping> {
  const typePk = await connectorTypePk(session, options.typeName ?? 'Type 2');
  const wanted = new Set(options.chargeBoxIds);
  const done = new Set<string>();
  let typed = 0;
  for (let attempt = 0; attempt < TRIES && done.size < wanted.size; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
    for (const station of await listStations(session)) {
      if (!wanted.has(station.chargeBoxId) || done.has(station.chargeBoxId)) continue;
      for (const c of station.connectors) {
        if (c.connectorId < 1 || c.connectorTypeId !== null) continue;
        const path = `/api/chargepoints/${station.chargeBoxPk}/connector/${c.connectorId}`;
        const answer = await session.send('PUT', path, { connectorTypePk: typePk });
        if (answer.ok) typed += 1;
        else
          options.logger?.warn(`cannot type ${station.chargeBoxId} connector ${c.connectorId}`, {
            status: answer.status,
            body: answer.text.slice(0, 300),
          });
      }
      const reported = station.connectors.filter((c) => c.connectorId >= 1).length;
      if (reported >= options.connectors) done.add(station.chargeBoxId);
    }
  }
  return { typed, missing: [...wanted].filter((id) => !done.has(id)) };
}

async function connectorTypePk(session: ApiSession, name: string): Promise<number> {
  const answer = await session.send('GET', '/api/connector_types');
  const list = (answer.body as { connectorTypeList?: { connectorTypeId: number; name: string }[] })
    .connectorTypeList;
  const found = list?.find((t) => t.name === name) ?? list?.[0];
  if (!found) throw new Error(`no connector types to give the stations (HTTP ${answer.status})`);
  return found.connectorTypeId;
}

const PAGE_SIZE = 1000;
const MAX_PAGES = 50;

/** The stations the administrator sees, with their reported connectors. */
async function listStations(session: ApiSession): Promise<ListedStation[]> {
  const size = PAGE_SIZE;
  const stations: ListedStation[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await session.send('GET', `/api/chargepoints?page=${page}&size=${size}`);
    const list = (answer.body as { chargePointList?: ListedStation[] }).chargePointList ?? [];
    stations.push(...list);
    if (list.length < size) break;
  }
  return stations;
}
