import type { ModuleContext } from '../../platform/module-context';
import type { TenantsRepository } from '../tenants';
import { registerStationScreens } from './register-station-screens';
import { StationsRepository } from './stations.repository';
import { registerStationRoutes } from './stations.routes';
import { StationsService, type StationSessions } from './stations.service';
import { UnknownStationsRepository } from './unknown-stations.repository';

/** The station records and screens; `sessions` tells which stations are connected now. */
export async function stationsModule(
  ctx: ModuleContext,
  deps: { tenants: TenantsRepository; sessions: StationSessions },
): Promise<void> {
  const { http, db } = ctx;
  const guards = { authenticate: ctx.authenticate, requireRoute: ctx.requireRoute };
  const stations = new StationsService(
    new StationsRepository(db),
    new UnknownStationsRepository(db),
    deps.tenants,
    deps.sessions,
  );
  registerStationRoutes(http, { stations, ...guards });
  await registerStationScreens(http, {
    db,
    dataDir: ctx.config.dataDir,
    sessions: deps.sessions,
    ...guards,
  });
}
