import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { containsText } from '../../platform/db/text-search';

export type StationStatus = 'ONLINE' | 'OFFLINE' | 'FAULTED';

/** The station list's filters (spec 2 §7 GET chargepoints), which every station report takes. */
export interface StationScope {
  visibleTenantPks: readonly number[];
  active: boolean;
  chargeBoxGroupPk?: number;
  tenantPk?: number;
  searchInput?: string;
  status?: StationStatus;
}

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

/** `online`: true (Online), false (Offline) or FAULTED (a connector reports Faulted), as the list. */
export const onlineFilter = z
  .union([z.boolean(), z.enum(['true', 'false', 'FAULTED', 'faulted'])])
  .transform((v): StationStatus =>
    v === true || v === 'true' ? 'ONLINE' : v === false || v === 'false' ? 'OFFLINE' : 'FAULTED',
  );

export const activeFlag = flag;

/** The stations of a report: the caller's tenants, narrowed by the list's filters. */
export function stationsInScope(db: Database, scope: StationScope) {
  let query = db
    .selectFrom('charge_box as b')
    .where('b.tenant_pk', 'in', scope.visibleTenantPks.length ? [...scope.visibleTenantPks] : [-1])
    .where('b.active', '=', scope.active);
  if (scope.chargeBoxGroupPk)
    query = query.where('b.charge_box_group_pk', '=', scope.chargeBoxGroupPk);
  if (scope.tenantPk) query = query.where('b.tenant_pk', '=', scope.tenantPk);
  if (scope.searchInput) {
    const text = scope.searchInput;
    query = query.where((eb) =>
      eb.or([containsText('b.charge_box_id', text), containsText('b.description', text)]),
    );
  }
  if (scope.status === 'ONLINE') query = query.where('b.online', '=', true);
  if (scope.status === 'OFFLINE') query = query.where('b.online', '=', false);
  if (scope.status === 'FAULTED') {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('connector as k')
          .select('k.connector_pk')
          .whereRef('k.charge_box_pk', '=', 'b.charge_box_pk')
          .where('k.last_status', '=', 'Faulted'),
      ),
    );
  }
  return query;
}
