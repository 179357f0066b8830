export * from './operation-commands';
export * from './operation.schemas';
export * from './operation-task.schemas';
