import {
  apiErrorBody,
  driverVoucher,
  driverVoucherList,
  voucherActivationBody,
} from '@chargedeck/shared';
import type { ApiApp } from '../../platform/http/api-app';
import { authOf } from '../../platform/http/access-of';
import { notFound } from '../../platform/http/http-error';
import type { PreHandler } from '../../platform/http/pre-handler';
import { driverVoucherOf } from './voucher-view';
import type { VouchersRepository } from './vouchers.repository';
import type { VouchersService } from './vouchers.service';

const TAGS = ['driver'];
const session = { access: 'session' as const };

/** The driver's vouchers: activate a code, list what one holds (any signed-in user). */
export function registerDriverVoucherRoutes(
  app: ApiApp,
  deps: { vouchers: VouchersService; repository: VouchersRepository; authenticate: PreHandler },
): void {
  const { vouchers, repository } = deps;

  const heldBy = async (userPk: number) =>
    (await repository.ofUser(userPk, vouchers.now())).map(driverVoucherOf);

  app.get(
    '/api/driver/vouchers',
    {
      config: session,
      schema: {
        tags: TAGS,
        summary: 'The vouchers the signed-in driver holds, by activation or as a guest',
        response: { 200: driverVoucherList, 401: apiErrorBody },
      },
      preHandler: deps.authenticate,
    },
    async (request) => ({ vouchers: await heldBy(authOf(request).user.user_pk) }),
  );

  app.post(
    '/api/driver/vouchers/activations',
    {
      config: session,
      schema: {
        tags: TAGS,
        summary:
          "Activate a voucher code of the driver's network: only an ACTIVE voucher without " +
          'guests, at most units drivers, each once (409 otherwise, 404 for an unknown code)',
        body: voucherActivationBody,
        response: {
          201: driverVoucher,
          400: apiErrorBody,
          401: apiErrorBody,
          404: apiErrorBody,
          409: apiErrorBody,
        },
      },
      preHandler: deps.authenticate,
    },
    async (request, reply) => {
      const user = authOf(request).user;
      const voucherPk = await vouchers.activate(
        { userPk: user.user_pk, tenantPk: user.tenant_pk },
        request.body.code,
      );
      const held = (await heldBy(user.user_pk)).find((v) => v.voucher_pk === voucherPk);
      if (!held) throw notFound('voucherNotFound');
      return reply.code(201).send(held);
    },
  );
}
