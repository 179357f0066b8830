import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import type { PreHandler } from '../auth';
import { ChargingProfilesRepository, registerChargingProfileRoutes } from '../charging-profiles';
import { OperationMetadataRepository } from './operation-metadata.repository';
import { registerOperationTaskRoutes } from './operation-tasks.routes';
import { registerOperationRoutes } from './operations.routes';
import type { OperationsService } from './operations.service';

export interface OperationScreensDeps {
  db: Database;
  operations: OperationsService;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

/** The API of the operations screen: commands, tasks and charging profiles. */
export function registerOperationScreens(app: ApiApp, deps: OperationScreensDeps): void {
  const guards = { authenticate: deps.authenticate, requireRoute: deps.requireRoute };
  const profiles = new ChargingProfilesRepository(deps.db);
  registerOperationTaskRoutes(app, { operations: deps.operations, ...guards });
  registerOperationRoutes(app, {
    operations: deps.operations,
    metadata: new OperationMetadataRepository(deps.db),
    profiles,
    ...guards,
  });
  registerChargingProfileRoutes(app, { profiles, ...guards });
}
