import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useSession } from '../auth/session-context';
import { browserStore, STORAGE_KEYS } from '../storage/storage-keys';
import { RealtimeContext, type RealtimeMessage, type RealtimeValue } from './realtime-context';
import { TopicSubscriptions } from './topic-subscriptions';

/** How long a refused handshake waits before the next try (the session check decides meanwhile). */
const RETRY_REFUSED_MS = 10_000;

/**
 * The signed-in shell's realtime connection (Socket.IO on the API's port). It authenticates
 * with the session token, subscribes to every topic a mounted component listens to at once,
 * and subscribes again after each reconnect.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const token = session?.token;
  const socketRef = useRef<Socket | null>(null);
  const subscriptions = useRef(
    new TopicSubscriptions(
      (command, topic, acknowledged) =>
        socketRef.current?.emit(command, topic, (answer?: { ok?: boolean }) =>
          acknowledged(answer?.ok === true),
        ),
      // The topics being followed, on the document: tools and tests can tell the page is live.
      (topics) => (document.documentElement.dataset.realtimeTopics = topics.join(' ')),
    ),
  );
  const [connected, setConnected] = useState(false);
  const [apiKey, setApiKey] = useState<string | null>(() =>
    browserStore().getItem(STORAGE_KEYS.apiKey),
  );

  useEffect(() => {
    if (!token) return;
    const storedKey = browserStore().getItem(STORAGE_KEYS.apiKey);
    const topics = subscriptions.current;
    const socket = io({
      path: '/socket.io',
      auth: { token, ...(storedKey ? { apiKey: storedKey } : {}) },
      extraHeaders: { Platform: 'DASHBOARD' },
      reconnectionDelayMax: 10_000,
    });
    socketRef.current = socket;
    let retry: ReturnType<typeof setTimeout> | undefined;
    socket.on('connect', () => {
      setConnected(true);
      topics.connect();
    });
    socket.on('disconnect', () => {
      setConnected(false);
      topics.disconnect();
    });
    socket.on('connect_error', () => {
      setConnected(false);
      // A refused handshake is not retried by the client itself.
      if (!socket.active) retry = setTimeout(() => socket.connect(), RETRY_REFUSED_MS);
    });
    socket.on('ready', (info: { apiKey?: string | null }) => {
      if (info.apiKey) setApiKey(info.apiKey);
    });
    socket.on('message', (raw: RealtimeMessage) => topics.dispatch(raw));
    return () => {
      clearTimeout(retry);
      socketRef.current = null;
      topics.disconnect();
      socket.removeAllListeners();
      socket.disconnect();
      setConnected(false);
    };
  }, [token]);

  const listen = useCallback<RealtimeValue['listen']>(
    (topic, listener) => subscriptions.current.listen(topic, listener),
    [],
  );
  const value = useMemo<RealtimeValue>(
    () => ({ apiKey, connected, listen }),
    [apiKey, connected, listen],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}
