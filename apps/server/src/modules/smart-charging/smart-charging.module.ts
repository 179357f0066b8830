import type { ModuleContext } from '../../platform/module-context';
import type { SiteMeterEvents } from '../meters';
import type { OperationsService } from '../operations';
import { SmartChargingBalancer } from './balancer';
import { BalancerRepository } from './balancer.repository';
import type { ChargerTriggers } from './charger-triggers';
import { GROUP_EVENT_TYPES } from './group-events';
import { sendProfile } from './profile-sender';
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
}

/**
 * Smart charging (spec 3): the setups and their group link, and the load balancer that keeps
 * each active configuration under its breaker (docs/smart-charging.md).
 */
export function smartChargingModule(ctx: ModuleContext, deps: SmartChargingDeps) {
  const log = ctx.http.log.child({ module: 'smart-charging' });
  const sites = new BalancerRepository(ctx.db);
  const intervals = new SampleIntervals(stationConfiguratorOf(deps.operations), log);
  const balancer = new SmartChargingBalancer({
    repository: sites,
    log,
    intervals,
    send: async (order) => {
      const task = await sendProfile(deps.operations, order);
      const result = task.taskDetail.resultMap[order.chargeBoxId];
      return result?.response === 'Accepted';
    },
  });
  const replanChargers = (pks: readonly number[]) =>
    void sites.groupsOfChargers(pks).then((groups) => balancer.replan(groups), logError);
  const logError = (error: unknown) => log.error({ error: String(error) }, 'smart charging');

  const service = new SmartChargingService(new SmartChargingRepository(ctx.db), (setupPk) => {
    void sites.groupsOfSetup(setupPk).then((groups) => balancer.replan(groups), logError);
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
      balancer.replan(groups);
    }, logError);
  });
  const stopOffline = deps.meters.onOffline((meter) => {
    void sites.groupsOfMeter(meter.deviceRemoteId).then(async (groups) => {
      await balancer.record(meterEvents(groups, 'meterOffline'));
      balancer.replan(groups);
    }, logError);
  });
  const timer = setInterval(
    () => void sites.activeGroups().then((groups) => balancer.replan(groups), logError),
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
