export { TagsRepository, type FactsRequest, type TagAuthorizationFacts } from './tags.repository';
export {
  TagAuthorizationService,
  type FactsLookup,
  type StationRef,
  type TagDecision,
} from './tag-authorization.service';
export { registerTagRoutes } from './tags.routes';
export { registerOcppTagScreens } from './register-ocpp-tag-screens';
export { ocppTagsModule } from './ocpp-tags.module';
