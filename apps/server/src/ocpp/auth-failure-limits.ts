import { AttemptLimiter } from '../platform/security/attempt-limiter';

/** Failed connection attempts count for 10 minutes. */
export const FAILURE_WINDOW_MS = 10 * 60_000;

/**
 * The failed-authentication limits of station admission: per address and chargeBoxId, and
 * (ten times higher) per address. On one node they are kept in memory; several nodes share
 * them through Redis (`cluster/shared-auth-failures.ts`).
 */
export interface AuthFailureLimits {
  /** Whether this address, on this station or over all, has failed too often lately. */
  mustWait(address: string, stationKey: string): boolean | Promise<boolean>;
  failed(address: string, stationKey: string): void;
  /** The station's key was right: its failures from this address are forgotten. */
  succeeded(stationKey: string): void;
}

export class LocalAuthFailureLimits implements AuthFailureLimits {
  private readonly perStation: AttemptLimiter;
  private readonly perAddress: AttemptLimiter;

  constructor(perStation: number) {
    this.perStation = new AttemptLimiter(perStation, FAILURE_WINDOW_MS);
    this.perAddress = new AttemptLimiter(perStation * 10, FAILURE_WINDOW_MS);
  }

  mustWait(address: string, stationKey: string): boolean {
    return this.perStation.retryAfter(stationKey) > 0 || this.perAddress.retryAfter(address) > 0;
  }

  failed(address: string, stationKey: string): void {
    this.perStation.record(stationKey);
    this.perAddress.record(address);
  }

  succeeded(stationKey: string): void {
    this.perStation.clear(stationKey);
  }
}
