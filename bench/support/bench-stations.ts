// Registered stations for the OCPP benchmarks.
import { sql } from 'kysely';
import { hashAuthorizationKey } from '../../apps/server/src/modules/stations';
import type { Database } from '../../apps/server/src/platform/db/database';
import { BENCH_KEY, benchKeyOf } from '../ocpp/bench-protocol';

/** Keys hashed at once when every station has its own: the thread pool's share. */
const HASHES_AT_ONCE = 64;

const benchId = (prefix: string, digits: number, i: number) =>
  `${prefix}${String(i).padStart(digits, '0')}`;

/**
 * `{prefix}{i}` for i in 0..count-1 (zero-padded to `digits`), kept when already there. By
 * default every station shares the bench key's hash (one scrypt, then the verified-key cache);
 * with `keys: 'each'` station i has `benchKeyOf(i)`, as real stations do, so that the first
 * connection of each after a restart costs its own scrypt.
 */
export async function registerBenchStations(
  db: Database,
  tenantPk: number,
  count: number,
  prefix: string,
  digits: number,
  keys: 'shared' | 'each' = 'shared',
): Promise<void> {
  if (keys === 'shared') {
    const hash = await hashAuthorizationKey(BENCH_KEY);
    await sql`
      insert into charge_box (charge_box_id, tenant_pk, description, authorization_key_hash)
      select ${prefix} || lpad(i::text, ${digits}, '0'), ${tenantPk}, 'bench', ${hash}
      from generate_series(0, ${count - 1}) as i
      on conflict (charge_box_id) do nothing`.execute(db);
    return;
  }
  for (let first = 0; first < count; first += HASHES_AT_ONCE) {
    const numbers = Array.from(
      { length: Math.min(HASHES_AT_ONCE, count - first) },
      (_, k) => first + k,
    );
    const hashes = await Promise.all(numbers.map((i) => hashAuthorizationKey(benchKeyOf(i))));
    const ids = numbers.map((i) => benchId(prefix, digits, i));
    await sql`
      insert into charge_box (charge_box_id, tenant_pk, description, authorization_key_hash)
      select id, ${tenantPk}, 'bench', hash from unnest(${ids}::text[], ${hashes}::text[]) as s(id, hash)
      on conflict (charge_box_id) do nothing`.execute(db);
  }
}
