export type { AuthContext } from './auth-context';
export {
  apiKeyOf,
  authOf,
  createAuthenticate,
  requireAnyRoute,
  requireRoute,
  type PreHandler,
  type SessionResolver,
} from './authenticate';
export { hashPassword } from './password-hash';
export { requireRobotCheck } from './robot-check-guard';
