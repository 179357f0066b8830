import type { RealtimeMessage } from './realtime-context';

/** A delivery is one message, or a `batch` of them (bursts are coalesced on the server). */
export function messagesOf(raw: RealtimeMessage): RealtimeMessage[] {
  if (raw.type !== 'batch') return [raw];
  return Array.isArray(raw.body) ? (raw.body as RealtimeMessage[]) : [];
}
