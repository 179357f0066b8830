import { connect, type Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  /** Everything the server wrote so far. */
  received(): string;
  /** Settles when the server closed the connection (or it failed). */
  closed: Promise<void>;
}

/** A bare TCP connection to 127.0.0.1 that writes `text` as is: what a hostile client sends. */
export async function rawConnection(port: number, text: string): Promise<RawConnection> {
  const socket = connect(port, '127.0.0.1');
  let data = '';
  socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
  const closed = new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    socket.once('error', () => resolve());
  });
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(text);
  return { socket, received: () => data, closed };
}

export const upgradeRequest = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
  'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';

/** Resolves with how long `work` took, or rejects once it took longer than `boundMs`. */
export async function within<T>(boundMs: number, work: Promise<T>): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not finished within ${boundMs} ms`)), boundMs);
  });
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
  return Date.now() - started;
}
