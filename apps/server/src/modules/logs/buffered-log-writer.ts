import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface BufferedLogWriterOptions {
  /** How long lines wait in memory before they are appended. */
  flushDelayMs?: number;
  /** Buffered characters that trigger an append at once. */
  maxBufferedChars?: number;
  /** Where append failures are reported (the log must never throw into its callers). */
  onError?: (error: unknown, path: string) => void;
}

interface PendingFile {
  lines: string[];
  chars: number;
}

/**
 * Appends lines to files without blocking the caller: lines collect in memory per file and are
 * appended together after a short delay, one append at a time, in the order they were written.
 */
export class BufferedLogWriter {
  private pending = new Map<string, PendingFile>();
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  private readonly knownDirs = new Set<string>();
  private closed = false;
  private readonly flushDelayMs: number;
  private readonly maxBufferedChars: number;

  constructor(private readonly options: BufferedLogWriterOptions = {}) {
    this.flushDelayMs = options.flushDelayMs ?? 250;
    this.maxBufferedChars = options.maxBufferedChars ?? 64 * 1024;
  }

  write(path: string, line: string): void {
    if (this.closed) return;
    let file = this.pending.get(path);
    if (!file) {
      file = { lines: [], chars: 0 };
      this.pending.set(path, file);
    }
    file.lines.push(line);
    file.chars += line.length + 1;
    if (file.chars >= this.maxBufferedChars) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushDelayMs);
  }

  /** Appends everything written so far; resolves when it is on disk. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = new Map();
    this.chain = this.chain.then(() => this.append(batch));
    return this.chain;
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }

  private async append(batch: Map<string, PendingFile>): Promise<void> {
    for (const [path, file] of batch) {
      try {
        const dir = dirname(path);
        if (!this.knownDirs.has(dir)) {
          await mkdir(dir, { recursive: true });
          this.knownDirs.add(dir);
        }
        await appendFile(path, `${file.lines.join('\n')}\n`, 'utf8');
      } catch (error) {
        this.options.onError?.(error, path);
      }
    }
  }
}
