import type { ModuleContext } from '../../platform/module-context';
import { registerDriverVoucherRoutes } from './driver-vouchers.routes';
import { VouchersRepository } from './vouchers.repository';
import { registerVoucherRoutes } from './vouchers.routes';
import { VouchersService } from './vouchers.service';

/** Vouchers (spec 3 "Vouchers"): the operator's API and the driver's activation. */
export function vouchersModule(ctx: ModuleContext): void {
  const repository = new VouchersRepository(ctx.db);
  const vouchers = new VouchersService(repository);
  registerVoucherRoutes(ctx.http, {
    vouchers,
    repository,
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });
  registerDriverVoucherRoutes(ctx.http, { vouchers, repository, authenticate: ctx.authenticate });
}
