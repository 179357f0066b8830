export { supportModule } from './support.module';
