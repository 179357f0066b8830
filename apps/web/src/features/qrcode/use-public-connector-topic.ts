import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import type { RealtimeMessage } from '../../app/realtime/realtime-context';
import { messagesOf } from '../../app/realtime/realtime-messages';
import type { QrTarget } from './qr-api';

/**
 * Follows the connector's status topic on a socket without session, opened by the QR token
 * (spec 1 §7 per-connector topic). Returns whether the subscription is live; while it is not,
 * the page keeps polling.
 */
export function usePublicConnectorTopic(target: QrTarget, onMessage: () => void): boolean {
  const [live, setLive] = useState(false);
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  const { chargeBoxId, connectorId, token } = target;

  useEffect(() => {
    if (!chargeBoxId || !token || !Number.isInteger(connectorId)) return;
    const topic = `/topic/status/chargeBox/${chargeBoxId}/connector/${connectorId}`;
    const socket = io({ path: '/socket.io', auth: { public: true }, reconnectionDelayMax: 10_000 });
    socket.on('connect', () => {
      socket.emit('subscribe', topic, { token }, (answer: { ok: boolean }) => setLive(answer.ok));
    });
    socket.on('disconnect', () => setLive(false));
    socket.on('message', (raw: RealtimeMessage) => {
      if (messagesOf(raw).some((m) => m.topic === topic)) latest.current();
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      setLive(false);
    };
  }, [chargeBoxId, connectorId, token]);
  return live;
}
