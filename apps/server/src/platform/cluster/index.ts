export { openCluster, type Cluster } from './open-cluster';
export type { NodeMessage } from './node-messages';
export { RedisScript } from './redis-script';
