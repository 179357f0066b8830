import type { Socket } from 'node:net';
import type { ApiApp } from './api-app';

/** How long a stop waits for answers, stations and clients before it cuts their sockets. */
export const CLOSE_GRACE_MS = 5_000;

/**
 * Bounds a stop: every socket the server accepted, upgraded ones included (which the HTTP
 * server no longer tracks as connections), is destroyed once the grace period after the start
 * of the stop has passed, so that no client can hold a stop open.
 */
export function closeSocketsWithin(app: ApiApp, graceMs: number): void {
  const sockets = new Set<Socket>();
  let expired = false;
  app.server.on('connection', (socket: Socket) => {
    if (expired) return socket.destroy();
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  let deadline: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    deadline = setTimeout(() => {
      expired = true;
      for (const socket of sockets) socket.destroy();
    }, graceMs);
    deadline.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(deadline);
  });
}
