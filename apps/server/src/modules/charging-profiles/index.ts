export { ChargingProfilesRepository } from './charging-profiles.repository';
export { ocppProfileOf } from './ocpp-charging-profile';
export { chargingProfilesModule } from './charging-profiles.module';
