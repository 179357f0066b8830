// The arguments of `npm run cluster -- --nodes 2 --port 8080`.

export interface ClusterArgs {
  nodes: number;
  port: number;
}

const USAGE = 'usage: npm run cluster -- [--nodes N (1-16, default 2)] [--port P (default 8080)]';

function whole(name: string, raw: string | undefined, min: number, max: number): number {
  const value = Number(raw);
  if (raw === undefined || !/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}\n${USAGE}`);
  }
  return value;
}

export function parseClusterArgs(argv: readonly string[]): ClusterArgs {
  const args: ClusterArgs = { nodes: 2, port: 8080 };
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] ?? '';
    const [flag, inline] = token.split('=', 2);
    if (flag !== '--nodes' && flag !== '--port') {
      throw new Error(`unknown argument "${token}"\n${USAGE}`);
    }
    const value = inline ?? argv[++i];
    if (flag === '--nodes') args.nodes = whole('nodes', value, 1, 16);
    else args.port = whole('port', value, 1, 65_535);
  }
  return args;
}
