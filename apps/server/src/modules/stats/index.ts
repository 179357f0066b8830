export { statsModule } from './stats.module';
