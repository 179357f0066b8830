import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { BufferedLogWriter, type BufferedLogWriterOptions } from './buffered-log-writer';
import { formatLogLine, utcDay, type LogLevel } from './log-line';

/** A tenant by its row (anything with an alias) or by its primary key. */
export type TenantRef = { alias: string } | number;

export interface TenantLogOptions extends BufferedLogWriterOptions {
  /** DATA_DIR/logs. */
  dir: string;
  /** The alias of a tenant given by its key (cached here). */
  aliasOf: (tenantPk: number) => Promise<string | undefined>;
  now?: () => Date;
}

const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.log$/;

/** Aliases are validated on creation; this keeps a path segment safe whatever happens. */
function safeSegment(alias: string): string {
  return alias.replace(/[^\w.-]/g, '_').replace(/^\.+/, '_');
}

/**
 * Each tenant's application log (spec 1 "Logs"): one file per UTC day under
 * DATA_DIR/logs/{alias}/{YYYY-MM-DD}.log. Writing never waits for the disk and never throws.
 */
export class TenantLog {
  private readonly writer: BufferedLogWriter;
  private readonly aliases = new Map<number, string>();
  private readonly now: () => Date;
  private readonly lookups = new Set<Promise<void>>();

  constructor(private readonly options: TenantLogOptions) {
    this.writer = new BufferedLogWriter(options);
    this.now = options.now ?? (() => new Date());
  }

  info(tenant: TenantRef, category: string, message: string): void {
    this.write(tenant, 'INFO', category, message);
  }

  warn(tenant: TenantRef, category: string, message: string): void {
    this.write(tenant, 'WARN', category, message);
  }

  error(tenant: TenantRef, category: string, message: string): void {
    this.write(tenant, 'ERROR', category, message);
  }

  debug(tenant: TenantRef, category: string, message: string): void {
    this.write(tenant, 'DEBUG', category, message);
  }

  /** The line is stamped now, even when the tenant's alias must be looked up first. */
  write(tenant: TenantRef, level: LogLevel, category: string, message: string): void {
    const at = this.now();
    const line = formatLogLine(at, level, category, message);
    if (typeof tenant !== 'number') {
      this.writer.write(this.pathOf(tenant.alias, utcDay(at)), line);
      return;
    }
    const known = this.aliases.get(tenant);
    if (known) {
      this.writer.write(this.pathOf(known, utcDay(at)), line);
      return;
    }
    const lookup = this.options.aliasOf(tenant).then(
      (alias) => {
        if (!alias) return;
        this.aliases.set(tenant, alias);
        this.writer.write(this.pathOf(alias, utcDay(at)), line);
      },
      (error: unknown) => this.options.onError?.(error, `tenant ${tenant}`),
    );
    this.lookups.add(lookup);
    void lookup.finally(() => this.lookups.delete(lookup));
  }

  dirOf(alias: string): string {
    return join(this.options.dir, safeSegment(alias));
  }

  pathOf(alias: string, day: string): string {
    return join(this.dirOf(alias), `${day}.log`);
  }

  /** The last lines of one day's file ('' when there is none), including lines not yet flushed. */
  async tail(alias: string, day: string, maxLines: number): Promise<string> {
    await this.flush();
    let text: string;
    try {
      text = await readFile(this.pathOf(alias, day), 'utf8');
    } catch {
      return '';
    }
    const lines = text.split('\n');
    if (lines.at(-1) === '') lines.pop();
    return lines.slice(-maxLines).join('\n');
  }

  /** Days (YYYY-MM-DD, ascending) between from and to, inclusive, that have a file. */
  async daysWithFiles(alias: string, from: string, to: string): Promise<string[]> {
    await this.flush();
    let names: string[];
    try {
      names = await readdir(this.dirOf(alias));
    } catch {
      return [];
    }
    return names
      .map((name) => DAY_FILE.exec(name)?.[1])
      .filter((day): day is string => day !== undefined && day >= from && day <= to)
      .sort();
  }

  /** Appends every line written so far, including those waiting for their tenant's alias. */
  async flush(): Promise<void> {
    await Promise.all(this.lookups);
    await this.writer.flush();
  }

  async close(): Promise<void> {
    await Promise.all(this.lookups);
    await this.writer.close();
  }
}
