export { authModule, type AuthModule } from './auth.module';
export { requireAnyRoute, requireRoute } from './authenticate';
export { hashPassword } from './password-hash';
export { requireRobotCheck } from './robot-check-guard';
