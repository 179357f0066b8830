export {
  OperationsService,
  type CommandCaller,
  type StationResult,
  type TaskView,
} from './operations.service';
export { OPERATION_COMMANDS } from './operation-commands';
export { operationsModule } from './operations.module';
