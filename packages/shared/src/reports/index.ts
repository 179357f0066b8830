export * from './report.schemas';
