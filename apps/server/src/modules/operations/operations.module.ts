import type { CommandRouter } from '../../ocpp/command-router';
import type { ModuleContext } from '../../platform/module-context';
import type { ChargingProfilesRepository } from '../charging-profiles';
import type { RemoteStartPayment } from '../payments';
import { StationsRepository } from '../stations';
import { OperationsRepository } from './operations.repository';
import { OperationsService } from './operations.service';
import { registerOperationScreens } from './register-operation-screens';

/** Commands to stations as persisted tasks, and the operations screen. */
export function operationsModule(
  ctx: ModuleContext,
  deps: {
    commands: CommandRouter;
    profiles: ChargingProfilesRepository;
    /** Remembers the payment option of a remote start with 'generate payment'. */
    remoteStartPayments?: (start: RemoteStartPayment) => Promise<void>;
  },
) {
  const operations = new OperationsService(
    new OperationsRepository(ctx.db),
    new StationsRepository(ctx.db),
    deps.commands,
    ctx.config.ocpp.callTimeoutSeconds * 1000,
  );
  registerOperationScreens(ctx.http, {
    db: ctx.db,
    operations,
    profiles: deps.profiles,
    remoteStartPayments: deps.remoteStartPayments,
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });
  return { operations };
}
