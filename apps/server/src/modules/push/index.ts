export { createPushProvider } from './create-push-provider';
export { PushRepository } from './push.repository';
export { PushService } from './push.service';
export { registerPushRoutes } from './push.routes';
export type { PushProvider } from './push-provider';
export { pushModule } from './push.module';
