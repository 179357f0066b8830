// One server node of a local cluster: the built server (`apps/server/dist/main.js`) with the
// heap flags and environment `npm start` gives it, on its own 127.0.0.1 port.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, serverEnvironment, serverHeapFlags } from '../product.mjs';
import { run, waitUntil, type ChildRun } from './processes';

export interface ClusterNode {
  /** NODE_ID: node-1, node-2, … */
  readonly id: string;
  readonly port: number;
  /** http://127.0.0.1:<port>, the node itself, not through the balancer. */
  readonly url: string;
  /** Its process (undefined until started); `kill('SIGKILL')` is a crash. */
  readonly child: ChildRun;
  /**
   * Starts it (again, after it stopped or was killed) and waits for its health; the balancer
   * sends it traffic after its next health check, within a second.
   */
  start(): Promise<void>;
  /** SIGTERM, the clean stop. */
  stop(): Promise<void>;
}

export const SERVER_ENTRY = join(root, 'apps/server/dist/main.js');

async function healthy(url: string): Promise<boolean> {
  const answer = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
  return answer.ok;
}

export function clusterNode(options: {
  id: string;
  port: number;
  env: NodeJS.ProcessEnv;
  echo?: boolean;
}): ClusterNode {
  const { id, port, echo = false } = options;
  const url = `http://127.0.0.1:${port}`;
  const env = serverEnvironment({ ...options.env, PORT: String(port), HOST: '127.0.0.1' });
  let child: ChildRun | undefined;
  return {
    id,
    port,
    url,
    get child() {
      if (!child) throw new Error(`${id} has not started`);
      return child;
    },
    async start() {
      if (!existsSync(SERVER_ENTRY)) throw new Error('The server is not built: npm run build');
      child = run(
        id,
        process.execPath,
        ['--enable-source-maps', ...serverHeapFlags(env), SERVER_ENTRY],
        { cwd: root, env, echo },
      );
      await waitUntil(id, child, () => healthy(url), 120_000);
    },
    async stop() {
      await child?.stop('SIGTERM');
    },
  };
}
