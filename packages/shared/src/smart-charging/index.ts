export * from './phases';
export * from './planner';
export * from './planner-rules';
export * from './smart-charging.schemas';
export * from './ev-cap';
