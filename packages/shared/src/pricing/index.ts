export * from './engine';
export * from './pricing.schemas';
export * from './pricing-messages';
export * from './pricing-rules';
