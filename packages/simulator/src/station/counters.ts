/**
 * Plain numeric counters: a fleet passes one object to all its stations, so thousands of
 * stations add up without listeners or per-station bookkeeping.
 */
export interface StationCounters {
  /** Calls written to the socket. */
  callsSent: number;
  callsAnswered: number;
  /** CALLERRORs, answers failing the schema, and timeouts. */
  callErrors: number;
  /** Calls cut short because the connection closed or dropped. */
  callsAborted: number;
  callLatencyMsTotal: number;
  meterValuesSent: number;
  commandsReceived: number;
  transactionsStarted: number;
  transactionsStopped: number;
  connects: number;
  disconnects: number;
}

export function createCounters(): StationCounters {
  return {
    callsSent: 0,
    callsAnswered: 0,
    callErrors: 0,
    callsAborted: 0,
    callLatencyMsTotal: 0,
    meterValuesSent: 0,
    commandsReceived: 0,
    transactionsStarted: 0,
    transactionsStopped: 0,
    connects: 0,
    disconnects: 0,
  };
}
