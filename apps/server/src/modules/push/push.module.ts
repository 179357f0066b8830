import type { ModuleContext } from '../../platform/module-context';
import { createPushProvider } from './create-push-provider';
import { PushRepository } from './push.repository';
import { registerPushRoutes } from './push.routes';
import { PushService } from './push.service';

/** Push notifications to the app users' phones. */
export async function pushModule(ctx: ModuleContext): Promise<void> {
  const { http, config } = ctx;
  registerPushRoutes(http, {
    push: new PushService(
      new PushRepository(ctx.db),
      await createPushProvider(config.push, config.dataDir),
      http.log,
    ),
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });
}
