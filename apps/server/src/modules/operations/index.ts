export { OperationsService, type CommandCaller, type TaskView } from './operations.service';
export { operationsModule } from './operations.module';
