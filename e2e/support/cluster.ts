// A spec file's cluster (scripts/cluster): PostgreSQL, Redis, server nodes and HAProxy, started
// before its tests and stopped after them; a failed test prints every node's output.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startCluster, type Cluster, type ClusterOptions } from '../../scripts/cluster/cluster';
import { findClusterPrograms } from '../../scripts/cluster/programs';
import { apiLogin, ProductApi } from './product-api';
import { ADMIN } from './server';

/** The Debian packages a cluster needs and this machine lacks (CI installs them). */
export function missingClusterPackages(): string[] {
  const programs = findClusterPrograms();
  return 'missing' in programs ? programs.missing : [];
}

export interface UsedCluster {
  /** The running cluster, in tests and hooks. */
  readonly cluster: Cluster;
  /** The administrator's API through the balancer. */
  adminApi(): Promise<ProductApi>;
}

export function useCluster(options: ClusterOptions = {}): UsedCluster {
  let cluster: Cluster | undefined;
  let api: Promise<ProductApi> | undefined;
  const used: UsedCluster = {
    get cluster() {
      if (!cluster) throw new Error('The cluster starts in beforeAll: use it in a test or hook');
      return cluster;
    },
    adminApi() {
      api ??= apiLogin(used.cluster.url, ADMIN.email, ADMIN.password).then(
        (token) => new ProductApi(used.cluster.url, token),
      );
      return api;
    },
  };
  beforeAll(async () => {
    cluster = await startCluster({
      ...options,
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ROBOT_CHECK: 'off',
        LOG_LEVEL: 'warn',
        // The shared test machine lags for seconds at times (see server.ts).
        OCPP_SATURATION_LAG_MS: '0',
        ...options.env,
      },
    });
  }, 180_000);
  afterAll(() => cluster?.stop(), 60_000);
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      for (const node of cluster?.nodes ?? []) {
        const output = node.child.output();
        process.stderr.write(
          `\n--- output of ${node.id} ---\n${output}\n--- end of ${node.id} ---\n`,
        );
      }
    });
  });
  return used;
}
