export { createCardProvider } from './create-card-provider';
export { registerCardAuthenticationRoutes } from './card-authentication.routes';
