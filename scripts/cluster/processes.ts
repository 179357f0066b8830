// Child processes of a local cluster: started with their output kept (and echoed with a prefix
// when asked), stopped with a signal and, after a grace period, SIGKILL.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

/** The end of a child's output kept for an error report. */
const OUTPUT_KEPT_CHARS = 20_000;

export interface ChildRun {
  readonly name: string;
  readonly process: ChildProcess;
  /** The last characters of its standard output and error. */
  output(): string;
  /** Whether it is still running. */
  alive(): boolean;
  /** Resolves when it has exited. */
  exited(): Promise<void>;
  /** Sends `signal` (SIGTERM by default), then SIGKILL after `graceMs`; resolves on exit. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export interface RunOptions extends Pick<SpawnOptions, 'cwd' | 'env' | 'uid' | 'gid'> {
  /** Echo each output line to the console, prefixed with `[name]`. */
  echo?: boolean;
  /**
   * A process group of its own (the default), or the caller's, so that a signal to the
   * caller's group (a test runner's Ctrl+C) reaches the child too.
   */
  ownGroup?: boolean;
}

export function run(name: string, command: string, args: string[], options: RunOptions = {}) {
  const { echo = false, ownGroup = true, ...spawnOptions } = options;
  // A process group of its own: Ctrl+C reaches the launcher only, which stops the children in
  // order (balancer, nodes, Redis, PostgreSQL) rather than all at once.
  const child = spawn(command, args, {
    ...spawnOptions,
    detached: ownGroup,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-OUTPUT_KEPT_CHARS);
    if (echo) for (const line of text.trimEnd().split('\n')) console.log(`[${name}] ${line}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      output += `\n${error.message}`;
      resolve();
    });
  });
  const alive = () =>
    child.exitCode === null && child.signalCode === null && child.pid !== undefined;
  const runChild: ChildRun = {
    name,
    process: child,
    output: () => output,
    alive,
    exited: () => exit,
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (!alive()) return exit;
      const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.kill(signal);
      await exit;
      clearTimeout(killer);
    },
  };
  return runChild;
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Polls `ready` every 100 ms until it answers true; fails when `child` exits first or after
 * `timeoutMs`, with the child's output in the message.
 */
export async function waitUntil(
  what: string,
  child: ChildRun,
  ready: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!child.alive()) throw new Error(`${what}: ${child.name} exited\n${child.output()}`);
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not ready within ${timeoutMs} ms\n${child.output()}`);
}
