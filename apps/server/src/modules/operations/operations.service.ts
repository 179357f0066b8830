import type { CommandRouter } from '../../ocpp/command-router';
import type { OperationTask, StationResult } from '@chargedeck/shared';
import type { CommandRequest, ServerCommand } from '@chargedeck/shared/ocpp16';
import { notFound } from '../../platform/http/http-error';
import type { StationsRepository } from '../stations';
import type { OperationsRepository } from './operations.repository';
import { taskFailureEventOf } from './task-failure-events';

export interface CommandCaller {
  tenantPk: number;
  userPk: number | null;
  visibleTenantPks: readonly number[];
  /** Who sent it, as the task list shows it (a user's e-mail, or a system job's name). */
  origin: string;
}

export interface TargetStation {
  chargeBoxId: string;
  chargeBoxPk: number;
}

export interface ExecuteCommand<C extends ServerCommand> {
  command: C;
  chargeBoxIds: readonly string[];
  /** One request for every station, or one per station (e.g. its transaction id). */
  request: CommandRequest<C> | ((station: TargetStation) => CommandRequest<C>);
  caller: CommandCaller;
  timeoutMs?: number;
}

/** A task as the operations screens show it (spec 2 "Task"), as packages/shared declares it. */
export type TaskView = OperationTask;

const STATION_NOT_FOUND = 'Station not found';

function summaryOf(response: unknown): string {
  if (response && typeof response === 'object') {
    const status = (response as { status?: unknown }).status;
    if (typeof status === 'string') return status;
    const keys = Object.keys(response);
    if (keys.length === 0) return 'Accepted';
  }
  return JSON.stringify(response);
}

function hasDetail(response: unknown): boolean {
  if (!response || typeof response !== 'object') return false;
  return Object.keys(response).some((key) => key !== 'status');
}

/**
 * Server-to-station commands: each call to one or several stations is one persisted task with,
 * per station, the request and the response or error. An offline station fails at once.
 */
export class OperationsService {
  constructor(
    private readonly tasks: OperationsRepository,
    private readonly stations: StationsRepository,
    private readonly router: CommandRouter,
    private readonly defaultTimeoutMs: number,
  ) {}

  async execute<C extends ServerCommand>(
    input: ExecuteCommand<C>,
  ): Promise<{ taskId: number; done: Promise<TaskView> }> {
    const { caller } = input;
    const ids = [...new Set(input.chargeBoxIds)];
    const found = await this.stations.listByIds(ids, caller.visibleTenantPks);
    const byId = new Map(found.map((s) => [s.charge_box_id, s]));
    const requestFor = (station: TargetStation) =>
      typeof input.request === 'function' ? input.request(station) : input.request;
    const targets = ids.map((chargeBoxId) => {
      const station = byId.get(chargeBoxId);
      const target = station && { chargeBoxId, chargeBoxPk: station.charge_box_pk };
      return { chargeBoxId, target, request: target ? requestFor(target) : null };
    });
    const taskId = await this.tasks.createTask({
      tenantPk: caller.tenantPk,
      userPk: caller.userPk,
      origin: caller.origin,
      operationName: input.command,
      request: typeof input.request === 'function' ? null : input.request,
      stations: targets.map((t) => ({
        chargeBoxId: t.chargeBoxId,
        chargeBoxPk: t.target?.chargeBoxPk ?? null,
        request: t.request,
      })),
    });
    const timeoutMs = input.timeoutMs ?? this.defaultTimeoutMs;
    const runs = targets.map(async ({ chargeBoxId, target, request }) => {
      const outcome =
        target && request
          ? await this.router
              .send(chargeBoxId, input.command, request, timeoutMs)
              .then((response) => ({ response }))
              .catch((error: unknown) => ({
                errorMessage: error instanceof Error ? error.message : String(error),
              }))
          : { errorMessage: STATION_NOT_FOUND };
      // A station out of the caller's reach has no events to add to.
      const event = target && taskFailureEventOf(taskId, input.command, request, outcome);
      const failure = target && event ? { chargeBoxPk: target.chargeBoxPk, event } : undefined;
      await this.tasks.recordOutcome(taskId, chargeBoxId, outcome, failure);
    });
    const done = Promise.all(runs)
      .then(() => this.tasks.finishTask(taskId))
      .then(() => this.getTask(taskId, caller.visibleTenantPks));
    return { taskId, done };
  }

  async getTask(taskId: number, visibleTenantPks: readonly number[]): Promise<TaskView> {
    const task = await this.tasks.findTask(taskId, visibleTenantPks);
    if (!task) throw notFound('taskNotFound');
    const [view] = await this.viewsOf([task]);
    return view as TaskView;
  }

  async listTasks(visibleTenantPks: readonly number[]): Promise<TaskView[]> {
    return this.viewsOf(await this.tasks.listTasks(visibleTenantPks));
  }

  /** The full response of one station in a task (e.g. configurationKeys of GetConfiguration). */
  async stationResponse(taskId: number, chargeBoxId: string, visibleTenantPks: readonly number[]) {
    await this.getTask(taskId, visibleTenantPks);
    const results = await this.tasks.resultsOf([taskId]);
    const result = results.find((r) => r.charge_box_id === chargeBoxId);
    if (!result) throw notFound('noResultForStation');
    return {
      request: result.request,
      response: result.response,
      errorMessage: result.error_message,
    };
  }

  private async viewsOf(
    tasks: Awaited<ReturnType<OperationsRepository['listTasks']>>,
  ): Promise<TaskView[]> {
    const results = await this.tasks.resultsOf(tasks.map((t) => t.task_pk));
    const byTask = new Map<number, typeof results>();
    for (const r of results) byTask.set(r.task_pk, [...(byTask.get(r.task_pk) ?? []), r]);
    return tasks.map((task) => {
      const resultMap: Record<string, StationResult> = {};
      for (const r of byTask.get(task.task_pk) ?? []) {
        const answered = r.finished_at !== null && r.error_message === null;
        resultMap[r.charge_box_id] = {
          errorMessage: r.error_message,
          response: answered ? summaryOf(r.response) : null,
          hasDetail: answered && hasDetail(r.response),
        };
      }
      return {
        taskId: task.task_pk,
        origin: task.origin,
        startTimestamp: new Date(task.start_timestamp).toISOString(),
        endTimestamp: task.end_timestamp ? new Date(task.end_timestamp).toISOString() : null,
        taskDetail: {
          ocppVersion: task.ocpp_version,
          operationName: task.operation_name,
          resultMap,
        },
      };
    });
  }
}
