import { marginOf, SMART_CHARGING_RULES } from '@chargedeck/shared';
import type { SimulatedStation } from '@chargedeck/simulator';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { addTag } from '../../testing/scripted-station';
import { smartChargingSite, type SmartChargingSite } from '../../testing/smart-charging-site';
import { clusterMissing, startTwoNodes, type TwoNodes } from '../../testing/test-cluster';

const BREAKER_A = 20;
/** What the EVs share with the meter reading 0 A: the breaker minus its margin. */
const BUDGET_A = BREAKER_A - marginOf(BREAKER_A);
const TAG = 'SC-CL-TAG';

const missing = clusterMissing();
if (missing) console.warn(`smart charging on several nodes: skipped, ${missing}`);

/**
 * Smart charging on two nodes (docs/smart-charging.md "Several nodes"): one site, a station on
 * each node; only the job leader plans, the other node passes its triggers on.
 */
describe.skipIf(missing !== undefined)(
  `smart charging on several nodes (needs PostgreSQL and Redis${missing ? `: ${missing}` : ''})`,
  () => {
    let nodes: TwoNodes;
    let site: SmartChargingSite;
    let spy: Redis | undefined;
    /** The `groups` of every trigger a follower passed on, in order. */
    const forwarded: number[][] = [];

    /** The plans of the site this node logged (the balancer's debug line), after `from`. */
    const plansOn = (app: OcppTestApp, from = 0) =>
      app
        .logText()
        .slice(from)
        .split('\n')
        .filter((line) => line.includes('smart-charging site planned'))
        .map((line) => JSON.parse(line) as { groupPk: number; limits: Record<string, number> })
        .filter((plan) => plan.groupPk === site.groupId);

    /** The smart-charging profiles a station got after task `afterPk`: its limit and answer. */
    const profilesOf = async (chargeBoxId: string, afterPk: number) => {
      const rows = await nodes.database.handle.db
        .selectFrom('ocpp_task as t')
        .innerJoin('ocpp_task_result as r', 'r.task_pk', 't.task_pk')
        .select(['t.task_pk', 't.request', 'r.response'])
        .where('t.origin', '=', 'smart-charging')
        .where('t.operation_name', '=', 'SetChargingProfile')
        .where('r.charge_box_id', '=', chargeBoxId)
        .where('t.task_pk', '>', afterPk)
        .orderBy('t.task_pk')
        .execute();
      return rows.map((row) => {
        const request = row.request as {
          csChargingProfiles: { chargingSchedule: { chargingSchedulePeriod: { limit: number }[] } };
        };
        const [period] = request.csChargingProfiles.chargingSchedule.chargingSchedulePeriod;
        const status = (row.response as { status?: string } | null)?.status;
        return { limitA: period!.limit, status };
      });
    };
    /** Until a station's answer `Accepted` to a profile of `limitA` is recorded. */
    const accepted = (chargeBoxId: string, afterPk: number, limitA: number) =>
      waitFor(async () => {
        const profiles = await profilesOf(chargeBoxId, afterPk);
        return profiles.some((p) => p.limitA === limitA && p.status === 'Accepted')
          ? true
          : undefined;
      }, 5_000);
    const lastTaskPk = async () => {
      const row = await nodes.database.handle.db
        .selectFrom('ocpp_task')
        .select((eb) => eb.fn.max('task_pk').as('pk'))
        .executeTakeFirst();
      return Number(row?.pk ?? 0);
    };
    /** When the last smart-charging profile of a station was sent (ms). */
    const lastProfileAt = async (chargeBoxId: string) => {
      const row = await nodes.database.handle.db
        .selectFrom('ocpp_task as t')
        .innerJoin('ocpp_task_result as r', 'r.task_pk', 't.task_pk')
        .select((eb) => eb.fn.max('t.start_timestamp').as('at'))
        .where('t.origin', '=', 'smart-charging')
        .where('t.operation_name', '=', 'SetChargingProfile')
        .where('r.charge_box_id', '=', chargeBoxId)
        .executeTakeFirst();
      return row?.at ? new Date(row.at).getTime() : 0;
    };
    const leads = (app: OcppTestApp) =>
      app.jobs.trigger('payments-reconcile').then((outcome) => outcome === 'done');
    /** What each EV is offered now (A per phase), in tenths as the profiles carry it. */
    const offered = () => site.offeredAmps().map((a) => Math.round(a * 10) / 10);
    const stationOn = (i: 0 | 1) => site.stations[i] as SimulatedStation;
    const start = async (station: SimulatedStation) => {
      expect((await station.startTransaction(1, TAG)).status).toBe('Accepted');
    };

    beforeAll(async () => {
      nodes = await startTwoNodes({ LOG_LEVEL: 'debug' });
      spy = new Redis(nodes.redis.url);
      spy.on('message', (_channel: string, text: string) => {
        const message = JSON.parse(text) as { kind: string; groups?: number[] };
        if (message.kind === 'smart-charging-replan') forwarded.push(message.groups ?? []);
      });
      await spy.subscribe('cd:nodes');
      await addTag(nodes.database, TAG, { max_active_transaction_count: null });
      // Set up through node B; station SC-CL-A on node A (the leader), SC-CL-B on node B.
      site = await smartChargingSite(nodes.b, nodes.database, {
        ids: ['SC-CL-A', 'SC-CL-B'],
        nodes: [nodes.a, nodes.b],
        breakerA: BREAKER_A,
        meterId: 'sc-cl-meter',
        mac: 'AA:BB:CC:DD:EE:31',
      });
    }, 30_000);
    afterAll(async () => {
      for (const station of site?.stations ?? []) await station.stop();
      spy?.disconnect();
      await nodes?.close();
    });

    it('plans on the leader a start on the station of the other node', async () => {
      const { a, b } = nodes;
      expect(await leads(a)).toBe(true);
      expect(await leads(b)).toBe(false);
      stationOn(0).plugIn(1);
      await start(stationOn(0));
      await waitFor(() => (offered()[0]! >= 6 ? true : undefined), 10_000);
      // Plugged in now, so that its status is planned while SC-CL-A's limit is kept.
      stationOn(1).plugIn(1);
      expect((await site.pushReading(0)).statusCode).toBe(200);
      // A limit is kept 10 s after it was sent: once SC-CL-A's is free to move, the start on
      // node B alone moves both (or, when a plan lowered SC-CL-A's limit to what its EV draws
      // just before, the next plan 10 s later).
      await waitFor(async () => {
        const sentAt = await lastProfileAt('SC-CL-A');
        return Date.now() - sentAt > SMART_CHARGING_RULES.minIntervalMs + 300 ? true : undefined;
      }, 25_000);
      const [mark, taskMark] = [forwarded.length, await lastTaskPk()];

      await start(stationOn(1));
      const amps = await waitFor(() => {
        const [onA = 0, onB = 0] = offered();
        return onA >= 6 && onB >= 6 ? [onA, onB] : undefined;
      }, 20_000);
      expect(amps[0]! + amps[1]!).toBeLessThanOrEqual(BUDGET_A);
      // Node B passed its station's start on to the leader, which sent both profiles.
      expect(forwarded.slice(mark)).toContainEqual([site.groupId]);
      for (const [i, id] of ['SC-CL-A', 'SC-CL-B'].entries()) {
        await accepted(id, taskMark, amps[i]!);
      }
      expect(plansOn(a).length).toBeGreaterThan(0);
      expect(plansOn(b)).toEqual([]);
    }, 35_000);

    it('moves the planning to the other node when the leader connection ends', async () => {
      const { a, b } = nodes;
      const { rows } = await sql<{ ended: boolean }>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = 'chargedeck jobs leader node-a'`.execute(nodes.database.handle.db);
      expect(rows).toEqual([{ ended: true }]);
      await waitFor(async () => ((await leads(b)) ? true : undefined), 10_000);
      expect(await leads(a)).toBe(false);
      const [logA, logB] = [a.logText().length, b.logText().length];
      expect((await site.pushReading(0)).statusCode).toBe(200);
      const [mark, taskMark] = [forwarded.length, await lastTaskPk()];

      // The station on node A, now a follower, ends its recharge: node B plans the site.
      await stationOn(0).stopTransaction(1);
      await waitFor(() => (offered()[1] === BUDGET_A ? true : undefined), 20_000);
      expect(forwarded.slice(mark)).toContainEqual([site.groupId]);
      await accepted('SC-CL-A', taskMark, 0);
      await accepted('SC-CL-B', taskMark, BUDGET_A);
      expect(plansOn(b, logB).length).toBeGreaterThan(0);
      expect(plansOn(a, logA)).toEqual([]);
    }, 30_000);
  },
);
