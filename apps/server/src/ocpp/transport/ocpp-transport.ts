import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Our boundary around the OCPP-J library: the gateway sees handshakes, connections and calls,
 * never the library's objects.
 */
export interface StationHandshake {
  chargeBoxId: string;
  /** The URL path before the identity, e.g. "/ocpp". */
  endpoint: string;
  remoteAddress: string;
  protocols: ReadonlySet<string>;
  /** The Basic-auth password when the username equals the identity; else undefined. */
  password: Buffer | undefined;
  request: IncomingMessage;
}

export type Admission<S> =
  | { accept: true; session: S; protocol: string }
  | { accept: false; status: number; message: string };

export interface InboundCall {
  messageId: string;
  action: string;
  payload: unknown;
  /** Why the frame breaks the OCPP-J CALL shape although the library could read it. */
  frameProblem: string | undefined;
}

export type OcppErrorCode =
  | 'NotImplemented'
  | 'NotSupported'
  | 'InternalError'
  | 'ProtocolError'
  | 'SecurityError'
  | 'FormatViolation'
  | 'PropertyConstraintViolation'
  | 'OccurrenceConstraintViolation'
  | 'TypeConstraintViolation'
  | 'GenericError'
  | 'RpcFrameworkError';

/** Thrown by a call handler to answer with this CALLERROR. */
export class OcppCallError extends Error {
  constructor(
    readonly code: OcppErrorCode | string,
    message: string,
  ) {
    super(message);
    this.name = 'OcppCallError';
  }
}

/** How an outbound call failed. */
export type CallFailureKind = 'timeout' | 'disconnected' | 'call-error' | 'invalid';

export class OutboundCallError extends Error {
  constructor(
    readonly kind: CallFailureKind,
    message: string,
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = 'OutboundCallError';
  }
}

export interface StationConnection<S> {
  readonly connectionId: number;
  readonly chargeBoxId: string;
  readonly protocol: string;
  readonly remoteAddress: string;
  readonly session: S;
  readonly open: boolean;
  /** One call at a time per station; a call waits its turn but never beyond its timeout. */
  call(action: string, payload: unknown, timeoutMs: number): Promise<unknown>;
  close(code: number, reason: string): Promise<void>;
  /** Drops the socket at once (a half-open connection may never answer a close). */
  terminate(): void;
}

export interface TransportListener<S> {
  admit(handshake: StationHandshake, signal: AbortSignal): Promise<Admission<S>>;
  opened(connection: StationConnection<S>): void;
  call(connection: StationConnection<S>, call: InboundCall): Promise<unknown>;
  closed(connection: StationConnection<S>, code: number, reason: string): void;
}

export interface OcppTransport {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}
