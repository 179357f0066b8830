// The arguments of `npm run bench:soak -- --stations 1000 --minutes 60`.
export interface SoakArgs {
  stations: number;
  minutes: number;
}

const USAGE =
  'usage: npm run bench:soak -- [--stations N (default 1000)] [--minutes M (default 60)]';

function whole(name: string, raw: string | undefined, min: number, max: number): number {
  const value = Number(raw);
  if (raw === undefined || !/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}\n${USAGE}`);
  }
  return value;
}

export function parseSoakArgs(argv: readonly string[]): SoakArgs {
  const args: SoakArgs = { stations: 1000, minutes: 60 };
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] ?? '';
    const [flag, inline] = token.split('=', 2);
    if (flag !== '--stations' && flag !== '--minutes') {
      throw new Error(`unknown argument "${token}"\n${USAGE}`);
    }
    const value = inline ?? argv[++i];
    if (flag === '--stations') args.stations = whole('stations', value, 10, 20_000);
    else args.minutes = whole('minutes', value, 2, 24 * 60);
  }
  return args;
}
