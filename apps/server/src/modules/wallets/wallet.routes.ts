import {
  apiErrorBody,
  hasRole,
  DEFAULT_LOCALE,
  formatterOf,
  walletDeposit,
  walletTotalizer,
  type WalletDeposit,
  type WalletTotalizer,
} from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { labelGuard } from '../../platform/http/route-access';
import { forbidden, notFound } from '../../platform/http/http-error';
import { requireRoute } from '../auth';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { accessOf } from '../../platform/http/access-of';
import { walletDepositOf } from './wallet-views';
import type { WalletRepository } from './wallet.repository';

const params = z.object({ userPk: z.coerce.number().int().positive() });

/** Money an operator received outside the product (cash, a transfer) put in a user's wallet. */
const manualDeposit = z.object({
  amount_cents: z.number().int().min(1).max(10_000_000),
  payment_type: z.literal('MANUAL_DASHBOARD').default('MANUAL_DASHBOARD'),
});

/** The wallet statement of a user (finance users only), spec 2 §7 "Users". */
export function registerWalletRoutes(
  app: ApiApp,
  deps: { db: Database; wallet: WalletRepository; authenticate: PreHandler },
): void {
  const requireFinance: PreHandler = async (request) => {
    if (!hasRole(accessOf(request), 'DASH_FINANCIAL_INDICATORS')) {
      throw forbidden('permissionRequired', { permission: 'DASH_FINANCIAL_INDICATORS' });
    }
  };
  labelGuard(requireFinance, 'DASH_FINANCIAL_INDICATORS');

  /** The currency of the user's account, once the user is known to be visible. */
  async function currencyOf(request: FastifyRequest, userPk: number): Promise<string> {
    const { visibleTenantPks } = authOf(request);
    const row =
      visibleTenantPks.length === 0
        ? undefined
        : await deps.db
            .selectFrom('app_user as u')
            .innerJoin('tenant as t', 't.tenant_pk', 'u.tenant_pk')
            .select('t.currency')
            .where('u.user_pk', '=', userPk)
            .where('u.tenant_pk', 'in', visibleTenantPks)
            .executeTakeFirst();
    if (!row) throw notFound('userNotFoundById');
    return row.currency;
  }

  app.get(
    '/api/customer-wallet/userDeposits/:userPk',
    {
      schema: {
        tags: ['wallets'],
        summary: "The user's deposits and idle charges",
        params,
        response: { 200: z.object({ deposits: z.array(walletDeposit) }), 404: apiErrorBody },
      },
      preHandler: [deps.authenticate, requireFinance],
    },
    async (request): Promise<{ deposits: WalletDeposit[] }> => {
      const { userPk } = request.params;
      const currency = await currencyOf(request, userPk);
      const rows = await deps.wallet.deposits(userPk);
      return { deposits: rows.map((r) => walletDepositOf(r, currency)) };
    },
  );

  app.get(
    '/api/customer-wallet/userDeposits/totalizer/:userPk',
    {
      schema: {
        tags: ['wallets'],
        summary: "The user's wallet balance",
        params,
        response: { 200: walletTotalizer, 404: apiErrorBody },
      },
      preHandler: [deps.authenticate, requireFinance],
    },
    async (request): Promise<WalletTotalizer> => {
      const { userPk } = request.params;
      const currency = await currencyOf(request, userPk);
      const total = await deps.wallet.balance(userPk);
      return {
        total,
        total_human_readable: formatterOf(DEFAULT_LOCALE, { currency }).money(total),
      };
    },
  );

  app.post(
    '/payments/customer-wallet/userDeposits/:userPk',
    {
      schema: {
        tags: ['wallets'],
        summary: "Record a deposit received outside the product in the user's wallet",
        params,
        body: manualDeposit,
        response: {
          201: z.object({ data: walletDeposit }),
          400: apiErrorBody,
          403: apiErrorBody,
          404: apiErrorBody,
        },
      },
      preHandler: [
        deps.authenticate,
        requireFinance,
        requireRoute('/transactions/:id/payment/edit'),
      ],
    },
    async (request, reply) => {
      const { userPk } = request.params;
      const currency = await currencyOf(request, userPk);
      const pk = await deps.wallet.record({
        user_pk: userPk,
        kind: 'DEPOSIT',
        amount_cents: request.body.amount_cents,
        payment_type: request.body.payment_type,
      });
      const [row] = (await deps.wallet.deposits(userPk)).filter((d) => d.wallet_entry_pk === pk);
      if (!row) throw notFound('depositNotFound');
      return reply.status(201).send({ data: walletDepositOf(row, currency) });
    },
  );
}
