export * from './ocpp-tag.schemas';
