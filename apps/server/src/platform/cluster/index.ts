export { openCluster } from './open-lazily';
export type { Cluster } from './open-cluster';
export type { NodeMessage } from './node-messages';
export { RedisScript } from './redis-script';
