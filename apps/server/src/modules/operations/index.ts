export { OperationsRepository } from './operations.repository';
export {
  OperationsService,
  type CommandCaller,
  type ExecuteCommand,
  type StationResult,
  type TargetStation,
  type TaskView,
} from './operations.service';
export { OPERATION_COMMANDS, type OperationCommandName } from './operation-commands';
export { registerOperationScreens } from './register-operation-screens';
export { operationsModule } from './operations.module';
