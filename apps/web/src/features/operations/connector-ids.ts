import type { CommandMetadata } from './operations-api';

/** The connectors of the chosen stations, once each, in numeric order (2 before 10). */
export function connectorIdsOf(
  stations: readonly string[],
  meta: CommandMetadata | undefined,
): number[] {
  return [...new Set(stations.flatMap((id) => meta?.connectorIds[id] ?? [1]))].sort(
    (a, b) => a - b,
  );
}
