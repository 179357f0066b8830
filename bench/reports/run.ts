// Station Excel export memory: peak resident memory while 1,000 and 10,000 stations are written,
// streamed (the product) against an in-memory workbook (baseline), each in a fresh process.
// Usage: npm run bench:reports [-- 1000 10000]
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { round } from '../support/stats';
import type { ExportFigures } from './export-child';

const run = promisify(execFile);
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const [small = 1000, large = 10000] = sizes.length >= 2 ? sizes : [];

async function measure(stations: number, mode: 'stream' | 'buffered'): Promise<ExportFigures> {
  const child = new URL('./export-child.ts', import.meta.url).pathname;
  const { stdout } = await run(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', child, String(stations), mode],
    { timeout: 600_000, maxBuffer: 1 << 20 },
  );
  const line = stdout.trim().split('\n').pop() ?? '{}';
  return JSON.parse(line) as ExportFigures;
}

const rows: ExportFigures[] = [];
for (const mode of ['stream', 'buffered'] as const) {
  for (const stations of [small, large]) rows.push(await measure(stations, mode));
}
console.log('mode      stations  file KB  seconds  RSS before MB  peak RSS MB  growth MB');
for (const r of rows) {
  console.log(
    [
      r.mode.padEnd(9),
      String(r.stations).padStart(8),
      String(Math.round(r.bytes / 1024)).padStart(8),
      String(round(r.seconds, 2)).padStart(8),
      String(r.baselineRssMb).padStart(14),
      String(r.peakRssMb).padStart(12),
      String(round(r.peakRssMb - r.baselineRssMb)).padStart(10),
    ].join(' '),
  );
}
for (const mode of ['stream', 'buffered'] as const) {
  const [a, b] = rows.filter((r) => r.mode === mode);
  if (!a || !b) continue;
  const growth = (r: ExportFigures) => Math.max(r.peakRssMb - r.baselineRssMb, 0.1);
  console.log(
    `${mode}: ${b.stations / a.stations}× the stations → peak RSS ×${round(b.peakRssMb / a.peakRssMb, 2)}, growth over the seeded process ×${round(growth(b) / growth(a), 1)}`,
  );
}
