export type { AuthContext } from './auth-context';
export { apiKeyOf, authOf, requireAnyRoute, requireRoute, type PreHandler } from './authenticate';
export { hashPassword } from './password-hash';
export { requireRobotCheck } from './robot-check-guard';
