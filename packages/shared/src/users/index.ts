export * from './cpf';
export * from './user-form.schemas';
export * from './user-views';
export * from './user-group.schemas';
