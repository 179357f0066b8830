export * from './stats.schemas';
