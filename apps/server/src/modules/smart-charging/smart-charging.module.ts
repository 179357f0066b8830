import type { ModuleContext } from '../../platform/module-context';
import type { SiteMeterEvents } from '../meters';
import type { NodeMessage } from '../../platform/cluster';
import type { OperationsService, TaskView } from '../operations';
import { SmartChargingBalancer } from './balancer';
import { BalancerRepository } from './balancer.repository';
import type { ChargerTriggers } from './charger-triggers';
import { GROUP_EVENT_TYPES } from './group-events';
import { clearProfile, sendProfile } from './profile-sender';
import { SampleIntervals } from './sample-interval';
import { stationConfiguratorOf } from './station-config';
import { SmartChargingRepository } from './smart-charging.repository';
import { registerSmartChargingRoutes } from './smart-charging.routes';
import { SmartChargingService } from './smart-charging.service';

/** Plans every active configuration at least this often (turns, the 10 s interval, offline). */
const TICK_MS = 5_000;

export interface SmartChargingDeps {
  triggers: ChargerTriggers;
  operations: OperationsService;
  meters: SiteMeterEvents;
  /** Committed connector statuses (the stations' live feed). */
  statuses: {
    onStatuses(listener: (statuses: readonly { chargeBoxPk: number }[]) => void): () => void;
  };
  /** Several nodes: the node that leads the scheduled jobs plans every site. */
  leader?: { readonly isLeader: boolean };
}

/** A station's answer to a command of a task: one of `ok`. */
const answered =
  (ok: readonly string[]) =>
  async (order: { chargeBoxId: string }, task: Promise<TaskView>): Promise<boolean> => {
    const result = (await task).taskDetail.resultMap[order.chargeBoxId];
    return ok.includes(result?.response ?? '');
  };
const accepted = answered(['Accepted']);
/** Unknown: the station had no such profile, which is as good. */
const clearedOrNone = answered(['Accepted', 'Unknown']);

const REPLAN_MESSAGE = 'smart-charging-replan';
interface ReplanMessage extends NodeMessage {
  groups: number[];
}

/**
 * Smart charging (spec 3): the setups and their group link, and the load balancer that keeps
 * each active configuration under its breaker (docs/smart-charging.md).
 */
export function smartChargingModule(ctx: ModuleContext, deps: SmartChargingDeps) {
  const log = ctx.http.log.child({ module: 'smart-charging' });
  const sites = new BalancerRepository(ctx.db);
  const { operations, leader } = deps;
  const intervals = new SampleIntervals(stationConfiguratorOf(operations), log);
  const balancer = new SmartChargingBalancer({
    repository: sites,
    log,
    intervals,
    leader,
    commands: {
      setLimit: (order) => accepted(order, sendProfile(operations, order)),
      clearLimit: (order) => clearedOrNone(order, clearProfile(operations, order)),
    },
  });
  const replan = plannerOf(ctx, balancer, leader);
  const logError = (error: unknown) => log.error({ error: String(error) }, 'smart charging');
  const replanChargers = (pks: readonly number[]) =>
    void sites.groupsOfChargers(pks).then(replan, logError);

  const service = new SmartChargingService(new SmartChargingRepository(ctx.db), (setupPk) => {
    void sites.groupsOfSetup(setupPk).then(replan, logError);
  });
  registerSmartChargingRoutes(ctx.http, {
    service,
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });

  deps.triggers.listen(replanChargers);
  const stopStatuses = deps.statuses.onStatuses((s) => replanChargers(s.map((x) => x.chargeBoxPk)));
  const stopReadings = deps.meters.onReading((reading) => {
    void sites.groupsOfMeter(reading.deviceRemoteId).then(async (groups) => {
      if (reading.cameOnline) await balancer.record(meterEvents(groups, 'meterOnline'));
      replan(groups);
    }, logError);
  });
  const stopOffline = deps.meters.onOffline((meter) => {
    void sites.groupsOfMeter(meter.deviceRemoteId).then(async (groups) => {
      await balancer.record(meterEvents(groups, 'meterOffline'));
      replan(groups);
    }, logError);
  });
  // The planned ones too: a site whose dates ended, or that is gone, gets its limits taken away.
  const timer = setInterval(
    () =>
      void sites
        .activeGroups()
        .then((groups) => balancer.replan([...groups, ...balancer.plannedGroups()]), logError),
    TICK_MS,
  );
  timer.unref();
  ctx.http.addHook('preClose', async () => {
    clearInterval(timer);
    stopStatuses();
    stopReadings();
    stopOffline();
    await balancer.settled();
    await intervals.settled();
  });
  return { balancer };
}

function meterEvents(groups: readonly number[], kind: 'meterOnline' | 'meterOffline') {
  return groups.map((virtual_group_pk) => ({
    virtual_group_pk,
    charge_box_pk: null,
    connector_id: null,
    event_type: GROUP_EVENT_TYPES[kind],
    detail: null,
  }));
}

/**
 * Where a trigger's configurations are planned: here on one node; with several, on the node
 * that leads (a follower passes its triggers on through the other nodes' channel).
 */
function plannerOf(
  ctx: ModuleContext,
  balancer: SmartChargingBalancer,
  leader: SmartChargingDeps['leader'],
): (groups: readonly number[]) => void {
  const messages = ctx.cluster?.messages;
  if (!messages || !leader) return (groups) => balancer.replan(groups);
  messages.on(REPLAN_MESSAGE, (message) => {
    if (leader.isLeader) balancer.replan((message as ReplanMessage).groups);
  });
  return (groups) => {
    if (groups.length === 0) return;
    if (leader.isLeader) return balancer.replan(groups);
    const message: ReplanMessage = { kind: REPLAN_MESSAGE, groups: [...groups] };
    void messages
      .broadcast(message)
      .catch((error: unknown) => ctx.http.log.error({ err: error }, 'smart-charging relay'));
  };
}
