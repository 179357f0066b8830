export { ChargingProfilesRepository } from './charging-profiles.repository';
export { registerChargingProfileRoutes } from './charging-profiles.routes';
export { ocppProfileOf } from './ocpp-charging-profile';
