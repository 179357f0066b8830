export { SupportRepository } from './support.repository';
export { SupportService } from './support.service';
export { registerSupportRoutes } from './support.routes';
export { supportModule } from './support.module';
