import type { MeterPhases } from '@chargedeck/shared';

/** A meter, as listeners are told about it. */
export interface SiteMeterRef {
  tenantPk: number;
  meterPk: number;
  macAddress: string;
  deviceRemoteId: string;
}

/** A reading was stored as the meter's latest. */
export interface MeterReadingEvent extends SiteMeterRef {
  phases: MeterPhases;
  phaseMaxValue: number;
  readAt: Date;
  /** The meter was offline (or never read) before this reading. */
  cameOnline: boolean;
}

/** A meter had no reading for 30 s and went offline. */
export interface MeterOfflineEvent extends SiteMeterRef {
  /** Its latest reading's time; null when it was never read. */
  lastReadAt: Date | null;
}

/**
 * The listener port of site meters (smart charging subscribes): each call returns the
 * function that unsubscribes. Listeners run after the reading is stored; one that throws is
 * logged and the others still run.
 */
export interface SiteMeterEvents {
  onReading(listener: (event: MeterReadingEvent) => void): () => void;
  onOffline(listener: (event: MeterOfflineEvent) => void): () => void;
}

/** A list of listeners of one kind. */
export class Listeners<E> {
  private readonly list = new Set<(event: E) => void>();

  constructor(private readonly onError: (error: unknown) => void) {}

  add(listener: (event: E) => void): () => void {
    this.list.add(listener);
    return () => this.list.delete(listener);
  }

  emit(event: E): void {
    for (const listener of this.list) {
      try {
        listener(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
