export { stationGroupsModule } from './station-groups.module';
