export { MeterValuesRepository, type MeterSample } from './meter-values.repository';
export { samplesOf } from './meter-samples';
export { transactionWhSql } from './transaction-energy';
export { metersModule } from './meters.module';
/** @public The listener port of site meters, for smart charging (docs/meters.md). */
export type {
  SiteMeterEvents,
  MeterReadingEvent,
  MeterOfflineEvent,
  SiteMeterRef,
} from './site/site-meter-events';
