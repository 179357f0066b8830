import type { ModuleContext } from '../../platform/module-context';
import { SupportRepository } from './support.repository';
import { registerSupportRoutes } from './support.routes';
import { SupportService } from './support.service';

/** The support form, mailed to the operator. */
export function supportModule(ctx: ModuleContext): void {
  registerSupportRoutes(ctx.http, {
    support: new SupportService(new SupportRepository(ctx.db), ctx.mailer),
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });
}
