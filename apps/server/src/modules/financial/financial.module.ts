import type { ModuleContext } from '../../platform/module-context';
import type { PreHandler } from '../../platform/http/pre-handler';
import { PaymentReferences } from './payment-references';
import { registerPaymentReferenceRoutes } from './payment-references.routes';
import { registerFinancialRoutes } from './financial.routes';
import { FinancialService } from './financial.service';

/**
 * Financial movements (spec 3 §2 "Financial movements", §7 "Financial service" and "Card
 * payment service"): the lists, summary and spreadsheet of the money that moved, and the
 * external id of a payment. Behind the monetization permission of /financial (spec 3 §6).
 */
export function financialModule(ctx: ModuleContext, deps: { countReport: PreHandler }): void {
  const guard = [ctx.authenticate, ctx.requireRoute('/financial')];
  registerFinancialRoutes(ctx.http, {
    financial: new FinancialService(ctx.db),
    guard,
    countReport: deps.countReport,
  });
  registerPaymentReferenceRoutes(ctx.http, { references: new PaymentReferences(ctx.db), guard });
}
