export { StationsRepository } from './stations.repository';
export {
  StationStateRepository,
  type BootReport,
  type ConnectionChange,
} from './station-state.repository';
export { ConnectorsRepository, type ConnectorStatusReport } from './connectors.repository';
export { UnknownStationsRepository } from './unknown-stations.repository';
export { type StationSessions } from './stations.service';
export { AuthorizationKeyVerifier, hashAuthorizationKey, isCurrentHash } from './authorization-key';
export type { StationAdmissionRecord, RegistrationStatus } from './charge-box';
export { stationsModule } from './stations.module';
export { stationLiveFeed } from './station-live-feed';
export { StationLiveRepository } from './station-live.repository';
