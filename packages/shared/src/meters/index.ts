export * from './meter-reading';
export * from './meter.schemas';
