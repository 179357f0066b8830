import { fork, type ChildProcess } from 'node:child_process';
import { serverEnvironment, serverHeapFlags } from '../../scripts/product.mjs';
import type { ServerReply, ServerRequest } from './bench-protocol';

/** A server process of the benchmark (the product or the baseline), driven over IPC. */
export class ServerChild {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  static start(script: string, env: Record<string, string>): Promise<ServerChild> {
    const child = fork(new URL(script, import.meta.url).pathname, {
      execArgv: [
        '--import',
        'tsx',
        '--expose-gc',
        // Both servers run with the product's heap settings (npm start) for this environment.
        ...serverHeapFlags({ ...process.env, ...env }),
        // BENCH_PROFILE=DIR writes a CPU profile of each server process there.
        ...(process.env.BENCH_PROFILE
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
          : []),
      ],
      env: serverEnvironment({ ...process.env, ...env }),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // A benchmark that fails must not leave its server running.
    process.once('exit', () => child.kill());
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
      child.on('message', (message: ServerReply) => {
        if (message.kind === 'ready') resolve(new ServerChild(child, message.port));
      });
    });
  }

  private ask<K extends ServerReply['kind']>(request: ServerRequest, answer: K) {
    return new Promise<Extract<ServerReply, { kind: K }>>((resolve) => {
      const listen = (message: ServerReply) => {
        if (message.kind !== answer) return;
        this.child.off('message', listen);
        resolve(message as Extract<ServerReply, { kind: K }>);
      };
      this.child.on('message', listen);
      this.child.send(request);
    });
  }

  stats() {
    return this.ask({ kind: 'stats' }, 'stats');
  }

  resetLag(): void {
    this.child.send({ kind: 'reset-lag' } satisfies ServerRequest);
  }

  async storedMeterValues(): Promise<number> {
    return (await this.ask({ kind: 'stored-meter-values' }, 'stored-meter-values')).count;
  }

  async stop(): Promise<void> {
    this.child.removeAllListeners('exit');
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ kind: 'stop' } satisfies ServerRequest);
    await exited;
  }
}
