export { InProcessRealtimeBus, type RealtimeBus, type RealtimeEvent } from './realtime-bus';
export { authorizePublicConnector, type PublicConnectorCheck } from './public-connector';
export { registerRealtime, type Realtime, type RealtimeDeps } from './register-realtime';
export { REALTIME_PATH, type SubscribeAnswer } from './realtime-server';
export { connectorTopic, parseTopic, stationTopic, tenantTopic } from './topics';
export { TopicCoalescer } from './topic-coalescer';
