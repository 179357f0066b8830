export { authModule } from './auth.module';
export { requireAnyRoute, requireRoute } from './authenticate';
export { requireRobotCheck } from './robot-check-guard';
