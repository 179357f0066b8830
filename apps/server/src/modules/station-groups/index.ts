export { StationGroupsRepository } from './station-groups.repository';
export { registerStationGroupRoutes } from './station-groups.routes';
export { stationGroupsModule } from './station-groups.module';
