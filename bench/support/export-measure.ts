// Time and peak resident memory of writing one export, for benchmarks run in a fresh process
// (node --expose-gc): the baseline is taken after a collection, the peak sampled every 10 ms.
import { Writable } from 'node:stream';

export interface ExportMeasure {
  bytes: number;
  seconds: number;
  baselineRssMb: number;
  peakRssMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

/**
 * Measures `write`, which streams its file into the given sink (counted) or returns the size of
 * a file it built another way.
 */
export async function measureExport(
  write: (sink: Writable) => Promise<number | void>,
): Promise<ExportMeasure> {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  let streamed = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      streamed += chunk.length;
      done();
    },
  });
  const started = performance.now();
  const built = await write(sink);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { bytes: built ?? streamed, seconds, baselineRssMb: mb(baseline), peakRssMb: mb(peak) };
}
