export { registerStatsRoutes } from './stats.routes';
