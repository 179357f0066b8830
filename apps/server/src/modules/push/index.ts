export { createPushProvider } from './create-push-provider';
export { PushRepository } from './push.repository';
export { PushService } from './push.service';
export { registerPushRoutes } from './push.routes';
