export * from './phases';
export * from './planner';
export * from './planner-rules';
