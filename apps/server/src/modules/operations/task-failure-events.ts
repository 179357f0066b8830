/** The station event of a command that needs the operator now, as stored with its outcome. */
export interface TaskFailureEvent {
  type: 'StartRejected' | 'TaskFailed';
  connectorId: number | null;
  detail: string;
}

/**
 * Answers of OCPP 1.6 commands that mean the station did not do what was asked (Rejected,
 * NotSupported, UnlockFailed, a reservation refused...). Accepted, Scheduled, RebootRequired,
 * Unlocked and a clear that found nothing (Unknown) are not failures.
 */
const FAILED_STATUSES = new Set([
  'Rejected',
  'NotSupported',
  'NotImplemented',
  'UnlockFailed',
  'Failed',
  'Faulted',
  'Occupied',
  'Unavailable',
  'VersionMismatch',
  'UnknownMessageId',
  'UnknownVendorId',
]);

function statusOf(response: unknown): string | undefined {
  if (!response || typeof response !== 'object') return undefined;
  const status = (response as { status?: unknown }).status;
  return typeof status === 'string' ? status : undefined;
}

function connectorOf(request: unknown): number | null {
  if (!request || typeof request !== 'object') return null;
  const id = (request as { connectorId?: unknown }).connectorId;
  return typeof id === 'number' ? id : null;
}

/**
 * A RemoteStartTransaction the station rejected is a refused start; any other command answered
 * with a failure, or that errored or timed out (a disconnected station included), is a failed
 * task. Anything else raises no event.
 */
export function taskFailureEventOf(
  taskId: number,
  command: string,
  request: unknown,
  outcome: { response?: unknown; errorMessage?: string },
): TaskFailureEvent | undefined {
  const connectorId = connectorOf(request);
  if (outcome.errorMessage !== undefined) {
    return {
      type: 'TaskFailed',
      connectorId,
      detail: `${command} #${taskId}: ${outcome.errorMessage}`,
    };
  }
  const status = statusOf(outcome.response);
  if (status === undefined || !FAILED_STATUSES.has(status)) return undefined;
  return {
    type: command === 'RemoteStartTransaction' ? 'StartRejected' : 'TaskFailed',
    connectorId,
    detail: `${command} #${taskId}: ${status}`,
  };
}
