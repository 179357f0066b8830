import { spawn, type ChildProcess } from 'node:child_process';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './test-app';

export interface MainProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:PORT` the process listens at. */
  base: string;
  /** What the process printed until it listened. */
  output: string;
}

/**
 * Starts the real server process (`main.ts` through tsx) on the embedded database in `dataDir`,
 * with `imports` loaded before it, and resolves once it listens.
 */
export function startMainProcess(
  dataDir: string,
  options: { imports?: string[]; timeoutMs?: number } = {},
): Promise<MainProcess> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const imports = (options.imports ?? []).flatMap((module) => ['--import', module]);
  const child = spawn(
    process.execPath,
    [...imports, '--import', 'tsx', new URL('../main.ts', import.meta.url).pathname],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ROBOT_CHECK: 'off',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const base = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!base) return;
      clearTimeout(timer);
      resolve({ child, base, output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}
