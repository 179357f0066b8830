export { alertsModule } from './alerts.module';
