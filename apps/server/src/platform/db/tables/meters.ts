/** Table types: site energy meters and their bounded reading history (migration 2026-11-25-0100). */
import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types';

export interface SiteMeterTable {
  site_meter_pk: Generated<number>;
  tenant_pk: number;
  /** Upper-case, colon-separated; unique across tenants. */
  mac_address: string;
  /** Unique across tenants. */
  device_remote_id: string;
  /** SHA-256 (hex) of the gateway token of HTTP push. */
  token_hash: string;
  /** 1 online, 0 offline (no reading for 30 s). */
  status: Generated<number>;
  /** Latest reading per phase (A); null before the first reading. */
  current_01: number | null;
  current_02: number | null;
  current_03: number | null;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface SiteMeterReadingTable {
  site_meter_pk: number;
  /** The reading's time, floored to 10 s: one row per meter per bucket. */
  bucket_at: Timestamp;
  current_01: number;
  current_02: number;
  current_03: number;
  read_at: Timestamp;
}
