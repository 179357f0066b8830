export { TagsRepository } from './tags.repository';
export {
  TagAuthorizationService,
  type StationRef,
  type TagDecision,
} from './tag-authorization.service';
export { ocppTagsModule } from './ocpp-tags.module';
