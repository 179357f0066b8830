export { TagsRepository, type FactsRequest, type TagAuthorizationFacts } from './tags.repository';
export {
  TagAuthorizationService,
  type StationRef,
  type TagDecision,
} from './tag-authorization.service';
export { registerTagRoutes } from './tags.routes';
export { callerZone, humanTimestamp, zoneFormat, type CallerZone } from './human-time';
export { registerOcppTagScreens } from './register-ocpp-tag-screens';
