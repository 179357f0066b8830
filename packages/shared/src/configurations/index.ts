export * from './configuration.messages';
export * from './configuration.schemas';
