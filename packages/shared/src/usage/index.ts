export * from './usage-rules';
export * from './usage.schemas';
