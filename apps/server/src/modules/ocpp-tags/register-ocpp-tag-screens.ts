import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import type { PreHandler } from '../../platform/http/pre-handler';
import { registerOcppTagReportRoutes } from './ocpp-tags-report.routes';
import { OcppTagsRepository } from './ocpp-tags.repository';
import { registerOcppTagRoutes } from './ocpp-tags.routes';
import { OcppTagsService } from './ocpp-tags.service';
import { registerUnknownTagRoutes } from './unknown-tags.routes';
import { UnknownTagsRepository } from './unknown-tags.repository';

export interface OcppTagScreensDeps {
  db: Database;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
  /** Counts the Excel download against the tenant's monthly report limit. */
  countReport: PreHandler;
}

/** The API of the tag list, tag form, unknown tags and the tag Excel report. */
export function registerOcppTagScreens(app: ApiApp, deps: OcppTagScreensDeps): void {
  const tags = new OcppTagsRepository(deps.db);
  const service = new OcppTagsService(tags, new UnknownTagsRepository(deps.db));
  const guards = { authenticate: deps.authenticate, requireRoute: deps.requireRoute };
  registerOcppTagRoutes(app, { tags, service, ...guards });
  registerUnknownTagRoutes(app, { service, ...guards });
  registerOcppTagReportRoutes(app, { tags, ...guards, countReport: deps.countReport });
}
