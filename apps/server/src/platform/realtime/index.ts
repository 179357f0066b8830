export { type RealtimeBus } from './realtime-bus';
export { registerRealtime, type Realtime } from './register-realtime';
