import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import type { PreHandler } from '../../platform/http/pre-handler';
import type { ChargingProfilesRepository } from '../charging-profiles';
import type { RemoteStartPayment } from '../payments';
import { OperationMetadataRepository } from './operation-metadata.repository';
import { registerOperationTaskRoutes } from './operation-tasks.routes';
import { registerOperationRoutes } from './operations.routes';
import type { OperationsService } from './operations.service';

export interface OperationScreensDeps {
  db: Database;
  operations: OperationsService;
  profiles: ChargingProfilesRepository;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
  remoteStartPayments?: (start: RemoteStartPayment) => Promise<void>;
}

/** The API of the operations screen: commands and tasks. */
export function registerOperationScreens(app: ApiApp, deps: OperationScreensDeps): void {
  const guards = { authenticate: deps.authenticate, requireRoute: deps.requireRoute };
  registerOperationTaskRoutes(app, { operations: deps.operations, ...guards });
  registerOperationRoutes(app, {
    operations: deps.operations,
    metadata: new OperationMetadataRepository(deps.db),
    profiles: deps.profiles,
    remoteStartPayments: deps.remoteStartPayments,
    ...guards,
  });
}
