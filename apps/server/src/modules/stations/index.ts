export { StationsRepository } from './stations.repository';
export {
  StationStateRepository,
  type BootReport,
  type ConnectionChange,
} from './station-state.repository';
export { ConnectorsRepository, type ConnectorStatusReport } from './connectors.repository';
export { UnknownStationsRepository } from './unknown-stations.repository';
export { StationsService, type StationSessions } from './stations.service';
export { registerStationRoutes } from './stations.routes';
export { AuthorizationKeyVerifier, hashAuthorizationKey } from './authorization-key';
export type { StationAdmissionRecord, RegistrationStatus } from './charge-box';
export { registerStationScreens } from './register-station-screens';
export { localMidnight, monthStartOf, offsetMs, queryInstant } from './zone-dates';
