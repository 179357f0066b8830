import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionChange, StationSessions } from '../modules/stations';
import type { CallDispatcher } from './call-dispatcher';
import type { ConnectionRegistry, GatewayConnection } from './connection-registry';
import type { StationAdmission } from './station-admission';
import type { StationSession } from './station-session';
import type { OcppTrafficLog } from './traffic-log';
import {
  OcppCallError,
  type Admission,
  type InboundCall,
  type StationHandshake,
  type TransportListener,
} from './transport/ocpp-transport';

export interface GatewayDeps {
  admission: StationAdmission;
  dispatcher: CallDispatcher;
  registry: ConnectionRegistry;
  /** Writes online and offline changes (group commit). */
  connections: (change: ConnectionChange) => Promise<void>;
  nodeId: string;
  /** The registry of several nodes, told which stations this node holds. */
  holders?: { held(chargeBoxId: string): void; released(chargeBoxId: string): void };
  log: FastifyBaseLogger;
  /** The OCPP lines of each tenant's application log. */
  traffic?: OcppTrafficLog;
}

/**
 * Station connections: admission, the live connection of each station (a new, authenticated
 * one replaces the old at once, even a half-open one), online state, and calls to the dispatcher.
 */
export class OcppGateway implements TransportListener<StationSession>, StationSessions {
  /** Online/offline writes of a station, in the order its connections opened and closed. */
  private readonly stateWrites = new Map<string, Promise<void>>();

  constructor(private readonly deps: GatewayDeps) {}

  admit(handshake: StationHandshake): Promise<Admission<StationSession>> {
    return this.deps.admission.admit(handshake);
  }

  opened(connection: GatewayConnection): void {
    const previous = this.deps.registry.replace(connection);
    const { chargeBoxId, session } = connection;
    this.deps.log.info(
      { chargeBoxId, kind: session.kind, remoteAddress: connection.remoteAddress },
      'station connected',
    );
    if (previous) {
      this.deps.log.info({ chargeBoxId }, 'a new connection replaces the live one');
      previous.terminate();
    }
    if (session.kind !== 'registered') return;
    this.deps.holders?.held(chargeBoxId);
    this.deps.traffic?.connected(session, connection.remoteAddress);
    this.writeState(chargeBoxId, {
      chargeBoxPk: session.chargeBoxPk,
      online: true,
      at: new Date(),
      node: this.deps.nodeId,
      remoteAddress: connection.remoteAddress,
      protocol: connection.protocol,
    });
  }

  closed(connection: GatewayConnection, code: number, reason: string): void {
    const current = this.deps.registry.remove(connection);
    const { chargeBoxId, session } = connection;
    this.deps.log.info({ chargeBoxId, code, reason, current }, 'station disconnected');
    if (!current || session.kind !== 'registered') return;
    this.deps.holders?.released(chargeBoxId);
    this.deps.traffic?.disconnected(session, code, reason);
    this.writeState(chargeBoxId, {
      chargeBoxPk: session.chargeBoxPk,
      online: false,
      at: new Date(),
      reason: `${code} ${reason}`.trim(),
    });
  }

  async call(connection: GatewayConnection, call: InboundCall): Promise<unknown> {
    const { session } = connection;
    try {
      const response = await this.deps.dispatcher.dispatch(session, call);
      this.deps.traffic?.call(session, call.action, call.payload, { response });
      return response;
    } catch (error) {
      const errorCode = error instanceof OcppCallError ? error.code : 'InternalError';
      this.deps.traffic?.call(session, call.action, call.payload, { errorCode });
      throw error;
    }
  }

  disconnect(chargeBoxId: string, reason: string): void {
    for (const connection of this.deps.registry.allFor(chargeBoxId)) {
      void connection.close(1000, reason).catch(() => connection.terminate());
    }
  }

  /** Resolves when every online/offline write issued so far is done. */
  async settled(): Promise<void> {
    await Promise.all([...this.stateWrites.values()]);
  }

  private writeState(chargeBoxId: string, change: ConnectionChange): void {
    const previous = this.stateWrites.get(chargeBoxId) ?? Promise.resolve();
    const next = previous
      .then(() => this.deps.connections(change))
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, chargeBoxId }, 'could not store the connection state'),
      );
    this.stateWrites.set(chargeBoxId, next);
    void next.then(() => {
      if (this.stateWrites.get(chargeBoxId) === next) this.stateWrites.delete(chargeBoxId);
    });
  }
}
