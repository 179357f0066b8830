export { registerRealtime, type Realtime } from './register-realtime';
