export type { CardAuthenticationProvider } from './card-authentication-provider';
export { createCardProvider } from './create-card-provider';
export { registerCardAuthenticationRoutes } from './card-authentication.routes';
export { paymentsModule } from './payments.module';
