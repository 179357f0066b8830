import { privateStationUser } from '@chargedeck/shared';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { notFound } from '../../platform/http/http-error';
import { requireAnyRoute } from '../auth';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';

const stationQuery = z.object({ chargeBoxPK: z.coerce.number().int().positive().optional() });

/** Users who can be owners of, or have access to, a private station (with their binding). */
export function registerStationUserRoutes(
  app: ApiApp,
  deps: { db: Database; authenticate: PreHandler; requireRoute: (path: string) => PreHandler },
): void {
  app.get(
    '/api/users_data/private_charge_point',
    {
      schema: {
        tags: ['stations'],
        summary: 'Users of the visible accounts with their binding to a private station',
        querystring: stationQuery,
        response: {
          200: z.object({ userList: z.array(privateStationUser) }),
        },
      },
      // The voucher guest picker lists the same users (spec 3 §7 "Group service").
      preHandler: [
        deps.authenticate,
        requireAnyRoute(
          '/stations/create',
          '/stations/edit/:id',
          '/vouchers/create',
          '/voucher/:id/edit',
        ),
      ],
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

  app.get(
    '/api/users_data/tenant_parent/cpf/:cpf',
    {
      schema: {
        tags: ['stations'],
        summary: 'The user with this CPF (11 digits) in the visible accounts, for station access',
        params: z.object({ cpf: z.string().regex(/^\d{11}$/, 'must be the 11 digits of a CPF') }),
        querystring: stationQuery,
        response: {
          200: z.object({
            userPrivateStation: z.object({
              user_pk: z.number(),
              user_name: z.string(),
              email: z.string(),
            }),
          }),
          404: z.object({ error: z.string() }).loose(),
        },
      },
      preHandler: [deps.authenticate, deps.requireRoute('/users_data/tenant_parent/cpf')],
    },
    async (request) => {
      const visible = authOf(request).visibleTenantPks;
      const { chargeBoxPK } = request.query;
      if (chargeBoxPK !== undefined) {
        const station = await deps.db
          .selectFrom('charge_box')
          .select('charge_box_pk')
          .where('charge_box_pk', '=', chargeBoxPK)
          .where('tenant_pk', 'in', visible.length ? visible : [-1])
          .executeTakeFirst();
        if (!station) throw notFound('stationNotFound');
      }
      const user = visible.length
        ? await deps.db
            .selectFrom('app_user')
            .select(['user_pk', 'name as user_name', 'email'])
            .where('doc_number', '=', request.params.cpf)
            .where('tenant_pk', 'in', visible)
            .orderBy('user_pk')
            .executeTakeFirst()
        : undefined;
      if (!user) throw notFound('cpfUserNotFound');
      return { userPrivateStation: user };
    },
  );
}
