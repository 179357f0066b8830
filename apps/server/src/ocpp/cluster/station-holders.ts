import type { FastifyBaseLogger } from 'fastify';
import { RedisScript, type Cluster, type NodeMessage } from '../../platform/cluster';
import type { ConnectionRegistry } from '../connection-registry';

export const stationKey = (chargeBoxId: string) => `cd:station:${chargeBoxId}`;

const RELEASE = new RedisScript(`
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`);

/** Renews the keys this node holds, takes back expired ones, and names those another took. */
const REFRESH = new RedisScript(`
local taken = {}
for i, key in ipairs(KEYS) do
  local holder = redis.call('get', key)
  if holder == ARGV[1] then redis.call('pexpire', key, ARGV[2])
  elseif not holder then redis.call('set', key, ARGV[1], 'PX', ARGV[2])
  else taken[#taken + 1] = i end
end
return taken`);

const KEYS_PER_REFRESH = 1_000;

interface StationTaken extends NodeMessage {
  kind: 'station-taken';
  chargeBoxId: string;
}

export interface StationHoldersOptions {
  /** How long a key outlives its last refresh; a node that dies loses its stations after it. */
  ttlMs?: number;
  refreshMs?: number;
}

/**
 * The station registry of several nodes: `cd:station:<chargeBoxId>` names the node that holds
 * the station's socket. Set when a station connects here, renewed for all of this node's
 * stations at once every `refreshMs` (one script call per thousand stations), deleted when it
 * disconnects, only while it is still ours. A connection that opens on another node replaces
 * the one here, as it would on one node: that node tells this one, which drops its own.
 */
export class StationHolders {
  private readonly ttlMs: number;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly cluster: Cluster,
    private readonly registry: ConnectionRegistry,
    private readonly log: FastifyBaseLogger,
    options: StationHoldersOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.timer = setInterval(() => void this.refresh(), options.refreshMs ?? this.ttlMs / 3);
    this.timer.unref();
    cluster.messages.on('station-taken', (message) => {
      const { chargeBoxId } = message as StationTaken;
      this.taken(chargeBoxId).catch((error: unknown) => this.failed(error, chargeBoxId));
    });
  }

  /** The node that holds the station's socket, if any. */
  async holderOf(chargeBoxId: string): Promise<string | undefined> {
    return (await this.cluster.redis.get(stationKey(chargeBoxId))) ?? undefined;
  }

  held(chargeBoxId: string): void {
    const { redis, nodeId, messages } = this.cluster;
    redis
      .set(stationKey(chargeBoxId), nodeId, 'PX', this.ttlMs, 'GET')
      .then(async (previous) => {
        if (!previous || previous === nodeId) return;
        const message: StationTaken = { kind: 'station-taken', chargeBoxId };
        await messages.send(previous, message);
      })
      .catch((error: unknown) => this.failed(error, chargeBoxId));
  }

  released(chargeBoxId: string): void {
    RELEASE.run(this.cluster.redis, [stationKey(chargeBoxId)], [this.cluster.nodeId]).catch(
      (error: unknown) => this.failed(error, chargeBoxId),
    );
  }

  /** Renews this node's keys; drops the connections whose station another node holds now. */
  async refresh(): Promise<void> {
    const ids = this.registry.stationIds();
    const { redis, nodeId } = this.cluster;
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += KEYS_PER_REFRESH)
      chunks.push(ids.slice(i, i + KEYS_PER_REFRESH));
    try {
      const answers = await Promise.all(
        chunks.map((chunk) => REFRESH.run(redis, chunk.map(stationKey), [nodeId, this.ttlMs])),
      );
      answers.forEach((taken, n) => {
        for (const index of taken as number[]) this.drop(chunks[n]![index - 1]!);
      });
    } catch (error) {
      this.log.error({ err: error }, 'could not renew the station registry');
    }
  }

  close(): void {
    clearInterval(this.timer);
  }

  private async taken(chargeBoxId: string): Promise<void> {
    // Our connection may be newer than the message (the station came back here since).
    if ((await this.holderOf(chargeBoxId)) !== this.cluster.nodeId) this.drop(chargeBoxId);
  }

  private drop(chargeBoxId: string): void {
    const connection = this.registry.get(chargeBoxId);
    if (!connection) return;
    this.log.info({ chargeBoxId }, 'the station connected to another node: dropping this socket');
    connection.terminate();
  }

  private failed(error: unknown, chargeBoxId: string): void {
    this.log.error({ err: error, chargeBoxId }, 'could not update the station registry');
  }
}
