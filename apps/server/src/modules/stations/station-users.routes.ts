import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { authOf, type PreHandler } from '../auth/authenticate';

/** Users who can be owners of, or have access to, a private station (with their binding). */
export function registerStationUserRoutes(
  app: ApiApp,
  deps: { db: Database; authenticate: PreHandler },
): void {
  app.get(
    '/api/users_data/private_charge_point',
    {
      schema: {
        tags: ['stations'],
        summary: 'Users of the visible accounts with their binding to a private station',
        querystring: z.object({ chargeBoxPK: z.coerce.number().int().positive().optional() }),
      },
      preHandler: [deps.authenticate],
    },
    async (request) => {
      const auth = authOf(request);
      if (auth.visibleTenantPks.length === 0) return { userList: [] };
      const pk = request.query.chargeBoxPK ?? 0;
      const rows = await deps.db
        .selectFrom('app_user as u')
        .innerJoin('tenant as t', 't.tenant_pk', 'u.tenant_pk')
        .leftJoin('charge_box_user as b', (join) =>
          join.onRef('b.user_pk', '=', 'u.user_pk').on('b.charge_box_pk', '=', pk),
        )
        .select([
          'u.user_pk',
          'u.email',
          'u.name',
          'u.tenant_pk',
          't.name as tenant_name',
          'b.owner',
          'b.bind_status',
        ])
        .where('u.tenant_pk', 'in', auth.visibleTenantPks)
        .orderBy('u.name')
        .limit(5000)
        .execute();
      return {
        userList: rows.map((r) => ({
          user_pk: r.user_pk,
          email: r.email,
          user_name: r.name,
          tenant_name: r.tenant_name,
          tenant_related: r.tenant_pk === auth.requestTenant.tenant_pk,
          owner: r.owner ?? false,
          bind_status: r.bind_status ?? 'NOT_REQUESTED',
        })),
      };
    },
  );
}
