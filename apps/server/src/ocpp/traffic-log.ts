import type { LogLevel } from '../modules/logs';

/** Where the lines go: each tenant's application log (spec 1 "Logs"). */
export interface TenantLogSink {
  write(tenantPk: number, level: LogLevel, category: string, message: string): void;
}

/** The station a line is about; unknown stations (no tenant yet) are not logged per tenant. */
export interface TrafficStation {
  chargeBoxId: string;
  tenantPk: number | null;
}

interface TenantTraffic {
  stations: Set<string>;
  calls: Map<string, number>;
  callErrors: number;
  commands: number;
  commandFailures: number;
}

export interface OcppTrafficLogOptions {
  /** How often each tenant gets its traffic summary line (default 60 s). */
  summaryIntervalMs?: number;
}

const CATEGORY = 'ocpp';
const DEFAULT_SUMMARY_INTERVAL_MS = 60_000;
/** Busy actions are only counted; everything else also gets a line of its own. */
const COUNTED_ONLY = new Set(['Heartbeat', 'MeterValues', 'StatusNotification', 'Authorize']);

/**
 * The OCPP side of each tenant's log: connections, boots, transactions, faults, rejected calls
 * and commands one line each, and once a minute a summary of the traffic by action. Payloads
 * are never written, so an id tag or an authorization key cannot reach the log.
 */
export class OcppTrafficLog {
  private readonly traffic = new Map<number, TenantTraffic>();
  private readonly timer: NodeJS.Timeout;
  private readonly intervalMs: number;

  constructor(
    private readonly sink: TenantLogSink,
    options: OcppTrafficLogOptions = {},
  ) {
    this.intervalMs = options.summaryIntervalMs ?? DEFAULT_SUMMARY_INTERVAL_MS;
    this.timer = setInterval(() => this.summarize(), this.intervalMs);
    this.timer.unref();
  }

  connected(station: TrafficStation, remoteAddress: string | undefined): void {
    this.line(station, 'INFO', `${station.chargeBoxId} connected from ${remoteAddress ?? '?'}`);
  }

  disconnected(station: TrafficStation, code: number, reason: string): void {
    const why = `${code} ${reason}`.trim();
    this.line(station, 'INFO', `${station.chargeBoxId} disconnected (${why})`);
  }

  /** A station's call and how it was answered (an OCPP error code when it was refused). */
  call(
    station: TrafficStation,
    action: string,
    payload: unknown,
    answer: { response?: unknown; errorCode?: string },
  ): void {
    const { response, errorCode } = answer;
    const traffic = this.trafficOf(station);
    if (!traffic) return;
    traffic.stations.add(station.chargeBoxId);
    traffic.calls.set(action, (traffic.calls.get(action) ?? 0) + 1);
    if (errorCode) {
      traffic.callErrors += 1;
      this.line(station, 'WARN', `${action} from ${station.chargeBoxId} refused: ${errorCode}`);
      return;
    }
    const fault = faultOf(action, payload);
    if (fault) this.line(station, 'WARN', `${station.chargeBoxId} ${fault}`);
    else if (!COUNTED_ONLY.has(action)) {
      const status = statusOf(response);
      this.line(
        station,
        'INFO',
        `${action} from ${station.chargeBoxId}${status ? `: ${status}` : ''}`,
      );
    }
  }

  /** A command this server sent, with the station's answer status or the failure. */
  command(station: TrafficStation, command: string, outcome: string, failed: boolean): void {
    const traffic = this.trafficOf(station);
    if (!traffic) return;
    traffic.commands += 1;
    if (failed) traffic.commandFailures += 1;
    this.line(
      station,
      failed ? 'WARN' : 'INFO',
      `${command} to ${station.chargeBoxId}: ${outcome}`,
    );
  }

  /** Writes the pending summaries now (also on close). */
  summarize(): void {
    const seconds = Math.round(this.intervalMs / 1000);
    for (const [tenantPk, traffic] of this.traffic) {
      const total = [...traffic.calls.values()].reduce((sum, n) => sum + n, 0);
      if (total === 0 && traffic.commands === 0) continue;
      const byAction = [...traffic.calls]
        .sort((a, b) => b[1] - a[1])
        .map(([action, n]) => `${action} ${n}`)
        .join(', ');
      this.sink.write(
        tenantPk,
        'INFO',
        CATEGORY,
        `traffic in the last ${seconds} s: ${total} calls from ${traffic.stations.size} stations` +
          (byAction ? ` (${byAction})` : '') +
          `, ${traffic.callErrors} refused, ${traffic.commands} commands sent` +
          `, ${traffic.commandFailures} failed`,
      );
    }
    this.traffic.clear();
  }

  close(): void {
    clearInterval(this.timer);
    this.summarize();
  }

  private trafficOf(station: TrafficStation): TenantTraffic | undefined {
    if (station.tenantPk === null) return undefined;
    let traffic = this.traffic.get(station.tenantPk);
    if (!traffic) {
      traffic = {
        stations: new Set(),
        calls: new Map(),
        callErrors: 0,
        commands: 0,
        commandFailures: 0,
      };
      this.traffic.set(station.tenantPk, traffic);
    }
    return traffic;
  }

  private line(station: TrafficStation, level: LogLevel, message: string): void {
    if (station.tenantPk !== null) this.sink.write(station.tenantPk, level, CATEGORY, message);
  }
}

/** A connector reported Faulted, described without the payload's free text. */
function faultOf(action: string, payload: unknown): string | undefined {
  if (action !== 'StatusNotification' || typeof payload !== 'object' || payload === null) {
    return undefined;
  }
  const { status, connectorId, errorCode } = payload as Record<string, unknown>;
  if (status !== 'Faulted') return undefined;
  return `connector ${String(connectorId)} Faulted (${String(errorCode)})`;
}

/** The status of an answer (BootNotification, StartTransaction's idTagInfo, a command's). */
export function statusOf(response: unknown): string | undefined {
  if (typeof response !== 'object' || response === null) return undefined;
  const { status, idTagInfo } = response as { status?: unknown; idTagInfo?: { status?: unknown } };
  if (typeof status === 'string') return status;
  return typeof idTagInfo?.status === 'string' ? idTagInfo.status : undefined;
}
