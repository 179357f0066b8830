export * from './tenant.schemas';
