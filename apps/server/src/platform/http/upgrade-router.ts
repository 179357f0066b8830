import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

const NOT_FOUND = 'HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** Answers an upgrade nobody takes and frees its socket once the answer is written. */
function refuseUpgrade(socket: Duplex): void {
  socket.on('error', () => socket.destroy());
  socket.once('finish', () => socket.destroy());
  socket.end(NOT_FOUND);
}

/**
 * The one owner of the HTTP server's 'upgrade' event. Each WebSocket upgrade goes to the handler
 * of its path prefix (OCPP, Socket.IO); any other is answered 404 and closed. Without this an
 * upgrade to an unknown path was never answered and its socket held a stop open for ever.
 */
export class UpgradeRouter {
  private readonly routes = new Map<string, UpgradeHandler>();

  /** Sends upgrades whose path starts with `prefix` to `handler`; the answer withdraws it. */
  route(prefix: string, handler: UpgradeHandler): () => void {
    this.routes.set(prefix, handler);
    return () => {
      if (this.routes.get(prefix) === handler) this.routes.delete(prefix);
    };
  }

  readonly dispatch = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = request.url ?? '';
    for (const [prefix, handler] of this.routes) {
      if (url.startsWith(prefix)) return handler(request, socket, head);
    }
    refuseUpgrade(socket);
  };
}

/** Makes a router the server's only 'upgrade' listener. */
export function routeUpgrades(server: Server): UpgradeRouter {
  const router = new UpgradeRouter();
  server.removeAllListeners('upgrade');
  server.on('upgrade', router.dispatch);
  return router;
}

/**
 * Runs `attach` (a library that listens to 'upgrade' itself, like Socket.IO) and takes back the
 * 'upgrade' listeners it added, so that its upgrades reach it only through the router.
 */
export function withoutUpgradeListeners<T>(server: Server, attach: () => T): T {
  const before = new Set(server.listeners('upgrade'));
  const attached = attach();
  for (const listener of server.listeners('upgrade')) {
    if (!before.has(listener)) server.off('upgrade', listener as (...args: unknown[]) => void);
  }
  return attached;
}
