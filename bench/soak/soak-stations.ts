// What the soak's stations were told the server took, and how long they took to come back.
import type {
  SimulatedStation,
  StartTransactionResponse,
  StatusNotificationRequest,
} from '@chargedeck/simulator';
import { createLedger, keepLedger, type StationLedger } from '../../e2e/support/station-ledger';

export interface SoakLedger extends StationLedger {
  /** Server ids of every answered StartTransaction. */
  readonly starts: Set<number>;
  /** `chargeBoxId|connectorId|status|epoch ms` of every answered StatusNotification. */
  readonly statuses: Set<string>;
  /** Milliseconds from losing the socket (or the end of a cut) until online again. */
  readonly reconnectsMs: number[];
  /** Transaction messages a station gave up on (answered with errors too often). */
  dropped: number;
}

export const statusKey = (id: string, connectorId: number, status: string, at: number) =>
  `${id}|${connectorId}|${status}|${at}`;

export function createSoakLedger(): SoakLedger {
  return {
    ...createLedger(),
    starts: new Set(),
    statuses: new Set(),
    reconnectsMs: [],
    dropped: 0,
  };
}

/** Ends of the cuts the soak imposed, by station: the reconnection is timed from there. */
export const cutUntil = new Map<string, number>();

export function watchStation(ledger: SoakLedger, station: SimulatedStation): void {
  keepLedger(ledger, station);
  const id = station.chargeBoxId;
  station.on('callResult', ({ action, payload, response }) => {
    if (action === 'StartTransaction') {
      ledger.starts.add((response as StartTransactionResponse).transactionId);
    } else if (action === 'StatusNotification') {
      const request = payload as StatusNotificationRequest;
      const at = Date.parse(request.timestamp ?? '');
      ledger.statuses.add(statusKey(id, request.connectorId, request.status, at));
    }
  });
  station.on('messageDropped', () => (ledger.dropped += 1));
  let offlineSince: number | undefined;
  station.on('state', (state) => {
    if (state === 'offline' && offlineSince === undefined) offlineSince = Date.now();
    if (state !== 'online' || offlineSince === undefined) return;
    const from = Math.max(offlineSince, cutUntil.get(id) ?? 0);
    ledger.reconnectsMs.push(Date.now() - from);
    offlineSince = undefined;
    cutUntil.delete(id);
  });
}
