import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useSession } from '../auth/session-context';
import { browserStore, STORAGE_KEYS } from '../storage/storage-keys';
import {
  RealtimeContext,
  type RealtimeListener,
  type RealtimeMessage,
  type RealtimeValue,
} from './realtime-context';
import { messagesOf } from './realtime-messages';

/**
 * The signed-in shell's realtime connection (Socket.IO on the API's port). It authenticates
 * with the session token, subscribes to every topic a mounted component listens to at once,
 * and subscribes again after each reconnect.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const token = session?.token;
  const listeners = useRef(new Map<string, Set<RealtimeListener>>());
  const socketRef = useRef<Socket | null>(null);
  const [connected, setConnected] = useState(false);
  const [apiKey, setApiKey] = useState<string | null>(() =>
    browserStore().getItem(STORAGE_KEYS.apiKey),
  );

  useEffect(() => {
    if (!token) return;
    const storedKey = browserStore().getItem(STORAGE_KEYS.apiKey);
    const socket = io({
      path: '/socket.io',
      auth: { token, ...(storedKey ? { apiKey: storedKey } : {}) },
      extraHeaders: { Platform: 'DASHBOARD' },
      reconnectionDelayMax: 10_000,
    });
    socketRef.current = socket;
    socket.on('connect', () => {
      setConnected(true);
      for (const topic of listeners.current.keys()) socket.emit('subscribe', topic);
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on('connect_error', () => {
      setConnected(false);
      // A refused handshake is not retried by the client itself; the session check decides.
      if (!socket.active) setTimeout(() => socket.connect(), 10_000);
    });
    socket.on('ready', (info: { apiKey?: string }) => {
      if (info.apiKey) setApiKey(info.apiKey);
    });
    socket.on('message', (raw: RealtimeMessage) => {
      for (const message of messagesOf(raw)) {
        const set = listeners.current.get(message.topic);
        if (set) for (const listener of [...set]) listener(message);
      }
    });
    return () => {
      socketRef.current = null;
      socket.removeAllListeners();
      socket.disconnect();
      setConnected(false);
    };
  }, [token]);

  const listen = useCallback<RealtimeValue['listen']>((topic, listener) => {
    let set = listeners.current.get(topic);
    if (!set) {
      set = new Set();
      listeners.current.set(topic, set);
      if (socketRef.current?.connected) socketRef.current.emit('subscribe', topic);
    }
    set.add(listener);
    return () => {
      const current = listeners.current.get(topic);
      if (!current) return;
      current.delete(listener);
      if (current.size > 0) return;
      listeners.current.delete(topic);
      if (socketRef.current?.connected) socketRef.current.emit('unsubscribe', topic);
    };
  }, []);
  const value = useMemo<RealtimeValue>(
    () => ({ apiKey, connected, listen }),
    [apiKey, connected, listen],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}
