/**
 * Station event types as the spec shows them (spec 1 §4): the same words in every language, so
 * each catalogue and the realtime texts read this one list.
 */
export const EVENT_TYPE_LABELS = {
  Available: 'Available',
  Connected: 'Connected',
  Disconnected: 'Disconnected',
  StationBooted: 'Station started',
  TransactionStarted: 'Transaction started',
  TransactionEnded: 'Transaction ended',
  Failure: 'Failure',
  Warning: 'Short Recharge',
  StartRejected: 'Start rejected',
  TaskFailed: 'Task failed',
};
