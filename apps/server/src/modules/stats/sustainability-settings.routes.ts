import { apiErrorBody, sustainabilitySettings } from '@chargedeck/shared';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { notFound } from '../../platform/http/http-error';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';

const settingsBody = z.object({
  /** CO2 a delivered kWh saves, in kg (0.78 by default). */
  co2SavedKgPerKwh: z.number().min(0).max(10).optional(),
  /** kWh whose saved CO2 equals one tree's yearly absorption (28 by default). */
  kwhPerTree: z.number().positive().max(100_000).optional(),
  /** Trees the tenant aims for (100 by default). */
  treeGoal: z.number().int().min(1).max(1_000_000_000).optional(),
  /** Range a delivered kWh gives a car, in km (6.5 by default): the usage charts' autonomy. */
  autonomyKmPerKwh: z.number().positive().max(100).optional(),
});
const tenantQuery = z.object({ tenantPk: z.coerce.number().int().positive().optional() });

/**
 * The sustainability factors of the caller's tenant or of a visible child (tenantPk): read by
 * every signed-in user, changed by tenant administrators (the /tenants/create route).
 */
export function registerSustainabilitySettingsRoutes(
  app: ApiApp,
  deps: { db: Database; authenticate: PreHandler; requireRoute: (path: string) => PreHandler },
): void {
  const read = (tenantPk: number) =>
    deps.db
      .selectFrom('tenant')
      .select([
        'tenant_pk',
        'co2_saved_kg_per_kwh',
        'kwh_per_tree',
        'tree_goal',
        'autonomy_km_per_kwh',
      ])
      .where('tenant_pk', '=', tenantPk)
      .executeTakeFirst();
  const view = (row: NonNullable<Awaited<ReturnType<typeof read>>>) => ({
    tenantPk: row.tenant_pk,
    co2SavedKgPerKwh: Number(row.co2_saved_kg_per_kwh),
    kwhPerTree: Number(row.kwh_per_tree),
    treeGoal: row.tree_goal,
    autonomyKmPerKwh: Number(row.autonomy_km_per_kwh),
  });
  const target = (request: Parameters<PreHandler>[0], tenantPk?: number) => {
    const auth = authOf(request);
    const pk = tenantPk ?? auth.tenant.tenant_pk;
    if (!auth.visibleTenantPks.includes(pk)) throw notFound('tenantNotFound');
    return pk;
  };

  app.get(
    '/api/stats/sustainability',
    {
      config: { access: 'session' },
      schema: {
        tags: ['stats'],
        summary: 'CO2, tree and autonomy factors and the tree goal of a tenant',
        querystring: tenantQuery,
        response: { 200: sustainabilitySettings, 404: apiErrorBody },
      },
      preHandler: [deps.authenticate],
    },
    async (request) => {
      const row = await read(target(request, request.query.tenantPk));
      if (!row) throw notFound('tenantNotFound');
      return view(row);
    },
  );

  app.put(
    '/api/stats/sustainability',
    {
      schema: {
        tags: ['stats'],
        summary: 'Change the CO2, tree or autonomy factors or the tree goal of a tenant',
        querystring: tenantQuery,
        body: settingsBody,
        response: { 200: sustainabilitySettings, 400: apiErrorBody, 404: apiErrorBody },
      },
      preHandler: [deps.authenticate, deps.requireRoute('/tenants/create')],
    },
    async (request) => {
      const pk = target(request, request.query.tenantPk);
      const b = request.body;
      const changes = {
        ...(b.co2SavedKgPerKwh !== undefined && { co2_saved_kg_per_kwh: b.co2SavedKgPerKwh }),
        ...(b.kwhPerTree !== undefined && { kwh_per_tree: b.kwhPerTree }),
        ...(b.treeGoal !== undefined && { tree_goal: b.treeGoal }),
        ...(b.autonomyKmPerKwh !== undefined && { autonomy_km_per_kwh: b.autonomyKmPerKwh }),
      };
      if (Object.keys(changes).length > 0) {
        await deps.db.updateTable('tenant').set(changes).where('tenant_pk', '=', pk).execute();
      }
      const row = await read(pk);
      if (!row) throw notFound('tenantNotFound');
      return view(row);
    },
  );
}
