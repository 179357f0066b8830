export * from './stats.schemas';
export * from './in-use-statuses';
