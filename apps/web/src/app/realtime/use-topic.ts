import { use, useEffect, useRef } from 'react';
import { RealtimeContext, type RealtimeMessage } from './realtime-context';

/**
 * Calls `onMessage` for every message of `topic` while the component is mounted (no topic: no
 * subscription). Topics: `{apiKey}/notification/chargeBox`, `{apiKey}/stats`,
 * `{apiKey}/chargeBox` (types insert and update), `/topic/status/chargeBox/{chargeBoxId}` and
 * `/topic/status/chargeBox/{chargeBoxId}/connector/{connectorId}`. The subscription survives
 * reconnects. Outside the signed-in shell it does nothing.
 */
export function useTopic(
  topic: string | undefined,
  onMessage: (msg: { topic: string; type: string; body: unknown }) => void,
): void {
  const listen = use(RealtimeContext)?.listen;
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useEffect(() => {
    if (!topic || !listen) return;
    return listen(topic, (message: RealtimeMessage) => latest.current(message));
  }, [topic, listen]);
}

/** The Api-Key that prefixes the tenant topics, e.g. `${apiKey}/stats`; null until known. */
export function useRealtimeApiKey(): string | null {
  return use(RealtimeContext)?.apiKey ?? null;
}

/** The tenant topics of the signed-in shell (undefined until the api key is known). */
export function useTenantTopics(): {
  notifications?: string;
  stats?: string;
  chargeBox?: string;
} {
  const apiKey = useRealtimeApiKey();
  if (!apiKey) return {};
  return {
    notifications: `${apiKey}/notification/chargeBox`,
    stats: `${apiKey}/stats`,
    chargeBox: `${apiKey}/chargeBox`,
  };
}

/** Whether the realtime connection is up (false outside the signed-in shell). */
export function useRealtimeConnected(): boolean {
  return use(RealtimeContext)?.connected ?? false;
}
