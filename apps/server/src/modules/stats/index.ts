export { IN_USE_STATUSES, type StationState } from './station-state';
export { statsModule } from './stats.module';
