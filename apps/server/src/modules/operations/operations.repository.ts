import type { Database } from '../../platform/db/database';
import type { TaskFailureEvent } from './task-failure-events';

export interface NewTask {
  tenantPk: number;
  userPk: number | null;
  origin: string;
  operationName: string;
  request: unknown;
  stations: { chargeBoxId: string; chargeBoxPk: number | null; request: unknown }[];
}

export interface TaskOutcome {
  response?: unknown;
  errorMessage?: string;
}

/** Tasks (one per command sent to one or several stations) and one result per station. */
export class OperationsRepository {
  constructor(private readonly db: Database) {}

  async createTask(task: NewTask): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('ocpp_task')
        .values({
          tenant_pk: task.tenantPk,
          user_pk: task.userPk,
          origin: task.origin,
          operation_name: task.operationName,
          request: JSON.stringify(task.request ?? null),
        })
        .returning('task_pk')
        .executeTakeFirstOrThrow();
      if (task.stations.length > 0) {
        await trx
          .insertInto('ocpp_task_result')
          .values(
            task.stations.map((s) => ({
              task_pk: row.task_pk,
              charge_box_id: s.chargeBoxId,
              charge_box_pk: s.chargeBoxPk,
              request: JSON.stringify(s.request ?? null),
              started_at: new Date(),
            })),
          )
          .execute();
      }
      return row.task_pk;
    });
  }

  /**
   * One station's answer or error; a failure that needs the operator is stored with it as a
   * station event (the realtime feed publishes it, Alerts list it).
   */
  async recordOutcome(
    taskPk: number,
    chargeBoxId: string,
    outcome: TaskOutcome,
    failure?: { chargeBoxPk: number; event: TaskFailureEvent },
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const finishedAt = new Date();
      await trx
        .updateTable('ocpp_task_result')
        .set({
          response: outcome.response === undefined ? null : JSON.stringify(outcome.response),
          error_message: outcome.errorMessage ?? null,
          finished_at: finishedAt,
        })
        .where('task_pk', '=', taskPk)
        .where('charge_box_id', '=', chargeBoxId)
        .execute();
      if (!failure) return;
      await trx
        .insertInto('charge_box_event')
        .values({
          charge_box_pk: failure.chargeBoxPk,
          connector_id: failure.event.connectorId,
          event_type: failure.event.type,
          event_timestamp: finishedAt,
          detail: failure.event.detail,
        })
        .execute();
    });
  }

  async finishTask(taskPk: number): Promise<void> {
    await this.db
      .updateTable('ocpp_task')
      .set({ end_timestamp: new Date() })
      .where('task_pk', '=', taskPk)
      .execute();
  }

  listTasks(visibleTenantPks: readonly number[], limit = 500) {
    if (visibleTenantPks.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('ocpp_task')
      .selectAll()
      .where('tenant_pk', 'in', visibleTenantPks)
      .orderBy('task_pk', 'desc')
      .limit(limit)
      .execute();
  }

  findTask(taskPk: number, visibleTenantPks: readonly number[]) {
    if (visibleTenantPks.length === 0) return Promise.resolve(undefined);
    return this.db
      .selectFrom('ocpp_task')
      .selectAll()
      .where('task_pk', '=', taskPk)
      .where('tenant_pk', 'in', visibleTenantPks)
      .executeTakeFirst();
  }

  resultsOf(taskPks: readonly number[]) {
    if (taskPks.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('ocpp_task_result')
      .selectAll()
      .where('task_pk', 'in', taskPks)
      .orderBy('charge_box_id')
      .execute();
  }
}
