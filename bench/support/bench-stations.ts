// Registered stations for the OCPP benchmarks, all with the bench key, in one statement.
import { sql } from 'kysely';
import { hashAuthorizationKey } from '../../apps/server/src/modules/stations';
import type { Database } from '../../apps/server/src/platform/db/database';
import { BENCH_KEY } from '../ocpp/bench-protocol';

/** `{prefix}{i}` for i in 0..count-1 (zero-padded to `digits`), kept when already there. */
export async function registerBenchStations(
  db: Database,
  tenantPk: number,
  count: number,
  prefix: string,
  digits: number,
): Promise<void> {
  // Every bench station shares one key hash: one scrypt, then the verified-key cache.
  const hash = await hashAuthorizationKey(BENCH_KEY);
  await sql`
    insert into charge_box (charge_box_id, tenant_pk, description, authorization_key_hash)
    select ${prefix} || lpad(i::text, ${digits}, '0'), ${tenantPk}, 'bench', ${hash}
    from generate_series(0, ${count - 1}) as i
    on conflict (charge_box_id) do nothing`.execute(db);
}
