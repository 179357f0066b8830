import type { StationSession } from './station-session';
import type { StationConnection } from './transport/ocpp-transport';

export type GatewayConnection = StationConnection<StationSession>;

/** The live connection of each station on this node. */
export class ConnectionRegistry {
  private readonly stations = new Map<string, GatewayConnection>();
  /** Unknown stations held as Pending, possibly several per id. */
  private readonly unknown = new Map<string, Set<GatewayConnection>>();

  get(chargeBoxId: string): GatewayConnection | undefined {
    return this.stations.get(chargeBoxId);
  }

  /** The registered stations connected here. */
  stationIds(): string[] {
    return [...this.stations.keys()];
  }

  get size(): number {
    return this.stations.size;
  }

  /** Makes this the station's connection; returns the one it replaces. */
  replace(connection: GatewayConnection): GatewayConnection | undefined {
    if (connection.session.kind === 'unknown') {
      const set = this.unknown.get(connection.chargeBoxId) ?? new Set();
      set.add(connection);
      this.unknown.set(connection.chargeBoxId, set);
      return undefined;
    }
    const previous = this.stations.get(connection.chargeBoxId);
    this.stations.set(connection.chargeBoxId, connection);
    return previous === connection ? undefined : previous;
  }

  /** Forgets the connection; true when it was the station's current one. */
  remove(connection: GatewayConnection): boolean {
    if (connection.session.kind === 'unknown') {
      this.unknown.get(connection.chargeBoxId)?.delete(connection);
      if (this.unknown.get(connection.chargeBoxId)?.size === 0) {
        this.unknown.delete(connection.chargeBoxId);
      }
      return false;
    }
    if (this.stations.get(connection.chargeBoxId) !== connection) return false;
    this.stations.delete(connection.chargeBoxId);
    return true;
  }

  /** Every connection under this id, registered or held as unknown. */
  allFor(chargeBoxId: string): GatewayConnection[] {
    const registered = this.stations.get(chargeBoxId);
    return [...(registered ? [registered] : []), ...(this.unknown.get(chargeBoxId) ?? [])];
  }

  all(): GatewayConnection[] {
    return [...this.stations.values(), ...[...this.unknown.values()].flatMap((set) => [...set])];
  }
}
