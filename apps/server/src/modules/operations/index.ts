export { OperationsRepository } from './operations.repository';
export { OperationsService, type CommandCaller, type TaskView } from './operations.service';

export { registerOperationScreens } from './register-operation-screens';
