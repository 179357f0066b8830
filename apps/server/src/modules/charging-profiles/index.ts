export {
  ChargingProfilesRepository,
  type ChargingProfileRow,
} from './charging-profiles.repository';
export { registerChargingProfileRoutes } from './charging-profiles.routes';
export { ocppProfileOf, lastLocalMidnight } from './ocpp-charging-profile';
export { chargingProfilesModule } from './charging-profiles.module';
