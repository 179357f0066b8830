import { hash } from 'node:crypto';
import type { HandlerContext, StationHandler, StationHandlers } from './handlers';
import type { AnsweredCall, StationSession } from './station-session';
import { OcppCallError, type InboundCall } from './transport/ocpp-transport';
import { SchemaViolation, validatePayload } from './v16/schema-validator';
import { STATION_ACTIONS, type StationAction } from '@chargedeck/shared/ocpp16';

const MAX_MESSAGE_ID = 36;
const REMEMBERED_CALLS = 8;
/** Station-to-server actions of the 1.6 security extension that this server does not implement. */
const NOT_SUPPORTED = new Set([
  'SecurityEventNotification',
  'SignCertificate',
  'LogStatusNotification',
  'SignedFirmwareStatusNotification',
]);
/** What a station that is not (yet) accepted may send. */
const BEFORE_ACCEPTANCE = new Set<string>(['BootNotification', 'Heartbeat']);

const isStationAction = (action: string): action is StationAction =>
  (STATION_ACTIONS as readonly string[]).includes(action);

function digestOf(payload: unknown): string {
  return hash('sha1', JSON.stringify(payload) ?? '', 'base64');
}

/**
 * Everything between a station's CALL and its handler: frame and message-id checks, a message
 * id used again, the 1.6 schema (with the station's tolerances), registration state, and a
 * strict check of our own answer.
 */
export class CallDispatcher {
  constructor(
    private readonly handlers: StationHandlers,
    private readonly heartbeatIntervalSeconds: number,
  ) {}

  async dispatch(station: StationSession, call: InboundCall): Promise<unknown> {
    if (call.frameProblem) throw new OcppCallError('RpcFrameworkError', call.frameProblem);
    if (call.messageId.length === 0 || call.messageId.length > MAX_MESSAGE_ID) {
      throw new OcppCallError('RpcFrameworkError', 'The message id must be 1 to 36 characters');
    }
    if (!isStationAction(call.action)) {
      throw NOT_SUPPORTED.has(call.action)
        ? new OcppCallError('NotSupported', `${call.action} is not supported`)
        : new OcppCallError('NotImplemented', `Unknown action ${call.action}`);
    }
    const digest = digestOf(call.payload);
    const earlier = station.answered.get(call.messageId);
    if (earlier) {
      if (earlier.action === call.action && earlier.payloadDigest === digest)
        return earlier.response;
      if (!station.tolerances.has('reused-message-ids')) {
        throw new OcppCallError(
          'RpcFrameworkError',
          'This message id was already used for another message on this connection',
        );
      }
    }
    const request = this.validated(call.action, call.payload, station);
    const context: HandlerContext = { station, messageId: call.messageId, receivedAt: new Date() };
    const response = await this.answer(call.action, context, request);
    try {
      validatePayload(`urn:${call.action}.conf`, response);
    } catch (error) {
      throw new Error(`our ${call.action} answer breaks the 1.6 schema`, { cause: error });
    }
    this.remember(station, call.messageId, {
      action: call.action,
      payloadDigest: digest,
      response,
    });
    return response;
  }

  private validated(action: StationAction, payload: unknown, station: StationSession): unknown {
    try {
      return validatePayload(`urn:${action}.req`, payload, station.tolerances);
    } catch (error) {
      if (error instanceof SchemaViolation)
        throw new OcppCallError(error.rpcErrorCode, error.message);
      throw error;
    }
  }

  private async answer(action: StationAction, context: HandlerContext, request: unknown) {
    const { station, receivedAt } = context;
    if (station.kind === 'unknown') {
      if (action === 'BootNotification') {
        return {
          status: 'Pending',
          currentTime: receivedAt.toISOString(),
          interval: this.heartbeatIntervalSeconds,
        };
      }
      if (action === 'Heartbeat') return { currentTime: receivedAt.toISOString() };
      throw new OcppCallError('SecurityError', 'This station is not registered');
    }
    if (station.registrationStatus !== 'Accepted' && !BEFORE_ACCEPTANCE.has(action)) {
      throw new OcppCallError('SecurityError', `The station is ${station.registrationStatus}`);
    }
    const handler = this.handlers[action] as StationHandler<StationAction>;
    return handler(context, request as never);
  }

  private remember(station: StationSession, messageId: string, call: AnsweredCall) {
    station.answered.delete(messageId);
    station.answered.set(messageId, call);
    if (station.answered.size > REMEMBERED_CALLS) {
      const oldest = station.answered.keys().next().value;
      if (oldest !== undefined) station.answered.delete(oldest);
    }
  }
}
