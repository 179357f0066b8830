import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import type { PreHandler } from '../../platform/http/pre-handler';
import type { StationSessions } from './stations.service';
import { StationAdminRepository } from './station-admin.repository';
import { registerStationListRoutes } from './station-list.routes';
import { registerStationUserRoutes } from './station-users.routes';
import { photoPath, registerStationPhotoRoutes } from './station-photos.routes';
import { StationsRepository } from './stations.repository';

export interface StationScreenDeps {
  db: Database;
  dataDir: string;
  sessions: StationSessions;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

/** What the station screens call beyond the OCPP station record: list, delete, connectors, photos. */
export async function registerStationScreens(app: ApiApp, deps: StationScreenDeps): Promise<void> {
  const filesDir = join(deps.dataDir, 'files');
  const customPowerMax = deps.requireRoute('/stations/custom-powermax');
  registerStationListRoutes(app, {
    db: deps.db,
    stations: new StationsRepository(deps.db),
    admin: new StationAdminRepository(deps.db),
    authenticate: deps.authenticate,
    requireRoute: deps.requireRoute,
    canTypePowerMax: (request) =>
      customPowerMax(request).then(
        () => true,
        () => false,
      ),
    onDeleted: async (chargeBoxId, storedNames) => {
      deps.sessions.disconnect(chargeBoxId, 'station deleted');
      await Promise.all(storedNames.map((name) => rm(photoPath(filesDir, name), { force: true })));
    },
  });
  await registerStationPhotoRoutes(app, { ...deps, filesDir });
  registerStationUserRoutes(app, deps);
}
