export * from './operation-commands';
export * from './operation.schemas';
