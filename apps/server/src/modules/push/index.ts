export { pushModule } from './push.module';
