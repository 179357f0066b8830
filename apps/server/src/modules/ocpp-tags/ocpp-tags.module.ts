import { GroupCommit } from '../../platform/db/group-commit';
import type { PreHandler } from '../../platform/http/pre-handler';
import type { ModuleContext } from '../../platform/module-context';
import { registerOcppTagScreens } from './register-ocpp-tag-screens';
import { TagAuthorizationService } from './tag-authorization.service';
import { TagsRepository, type FactsRequest, type TagAuthorizationFacts } from './tags.repository';
import { registerTagRoutes } from './tags.routes';

/** OCPP tags (cards): their screens, and the card decision of Authorize and StartTransaction. */
export function ocppTagsModule(ctx: ModuleContext, deps: { countReport: PreHandler }) {
  const repository = new TagsRepository(ctx.db);
  // One lookup per batch of cards, however many stations ask at once.
  const facts = ctx.batches.add(
    new GroupCommit<FactsRequest, TagAuthorizationFacts | undefined>(
      (requests) => repository.authorizationFacts(requests),
      { concurrency: ctx.batches.concurrency },
    ),
  );
  const authorization = new TagAuthorizationService(repository, (request) => facts.one(request));
  registerTagRoutes(ctx.http, { tags: repository, authenticate: ctx.authenticate });
  registerOcppTagScreens(ctx.http, {
    db: ctx.db,
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
    countReport: deps.countReport,
  });
  return { authorization };
}
