export { reportsModule } from './reports.module';
