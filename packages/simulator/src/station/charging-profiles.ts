import type { ChargingProfile, ChargingProfilePurpose } from '@chargedeck/shared/ocpp16';
import { wattsFromAmps, type Electrical } from './electrical';
import { periodAt, type InstalledProfile } from './profile-schedule';

export interface ProfileFilter {
  id?: number;
  connectorId?: number;
  chargingProfilePurpose?: ChargingProfilePurpose;
  stackLevel?: number;
}

/** What a transaction contributes to profile evaluation. */
export interface TransactionTiming {
  transactionId?: number;
  startedAt: number;
}

/** Installed charging profiles per connector, purpose and stack level (OCPP 1.6 §3.13). */
export class ChargingProfileStore {
  private installed: InstalledProfile[] = [];

  get profiles(): readonly InstalledProfile[] {
    return this.installed;
  }

  install(connectorId: number, profile: ChargingProfile, at: number): void {
    this.installed = this.installed.filter(
      (p) =>
        p.profile.chargingProfileId !== profile.chargingProfileId &&
        !(
          p.connectorId === connectorId &&
          p.profile.chargingProfilePurpose === profile.chargingProfilePurpose &&
          p.profile.stackLevel === profile.stackLevel
        ),
    );
    this.installed.push({ connectorId, profile, installedAt: at });
  }

  /** Removes the profiles matching every given criterion; returns how many. */
  clear(filter: ProfileFilter): number {
    const before = this.installed.length;
    this.installed = this.installed.filter(
      ({ connectorId, profile }) =>
        !(
          (filter.id === undefined || profile.chargingProfileId === filter.id) &&
          (filter.connectorId === undefined || connectorId === filter.connectorId) &&
          (filter.chargingProfilePurpose === undefined ||
            profile.chargingProfilePurpose === filter.chargingProfilePurpose) &&
          (filter.stackLevel === undefined || profile.stackLevel === filter.stackLevel)
        ),
    );
    return before - this.installed.length;
  }

  /**
   * The power limit in W on a connector at `at` (connector 0: the whole station): the
   * ChargePointMaxProfile shared by `sharing` charging connectors, and the TxProfile of the
   * transaction or else the TxDefaultProfile (a connector's own before connector 0's).
   */
  limitW(
    connectorId: number,
    at: number,
    tx: TransactionTiming | undefined,
    electrical: Electrical,
    sharing = 1,
  ): number | undefined {
    const limit = (purpose: ChargingProfilePurpose, onConnector: number): number | undefined =>
      this.highestLimit(purpose, onConnector, at, tx, electrical);
    const stationMax = limit('ChargePointMaxProfile', 0);
    const txLimit =
      (tx && connectorId > 0 ? limit('TxProfile', connectorId) : undefined) ??
      (connectorId > 0 ? limit('TxDefaultProfile', connectorId) : undefined) ??
      limit('TxDefaultProfile', 0);
    const shared = stationMax === undefined ? undefined : stationMax / Math.max(1, sharing);
    if (shared === undefined) return txLimit;
    return txLimit === undefined ? shared : Math.min(shared, txLimit);
  }

  private highestLimit(
    purpose: ChargingProfilePurpose,
    connectorId: number,
    at: number,
    tx: TransactionTiming | undefined,
    electrical: Electrical,
  ): number | undefined {
    let best: { stackLevel: number; watts: number } | undefined;
    for (const installed of this.installed) {
      const { profile } = installed;
      if (profile.chargingProfilePurpose !== purpose || installed.connectorId !== connectorId)
        continue;
      if (
        purpose === 'TxProfile' &&
        profile.transactionId !== undefined &&
        tx?.transactionId !== undefined &&
        profile.transactionId !== tx.transactionId
      )
        continue;
      if (best && best.stackLevel >= profile.stackLevel) continue;
      const period = periodAt(installed, at, tx?.startedAt);
      if (!period) continue;
      const watts =
        profile.chargingSchedule.chargingRateUnit === 'W'
          ? period.limit
          : wattsFromAmps(period.limit, electrical, period.numberPhases);
      best = { stackLevel: profile.stackLevel, watts };
    }
    return best?.watts;
  }
}
