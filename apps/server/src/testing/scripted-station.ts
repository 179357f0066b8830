import type { RPCClient } from 'ocpp-rpc';
import type { CommandRequest, ServerCommand } from '@chargedeck/shared/ocpp16';
import type { CommandCaller, TaskView } from '../modules/operations';
import type { TestDatabase } from './test-databases';
import { ADMIN_EMAIL } from './test-app';
import { connectedStation, type OcppTestApp, type StationClientOptions } from './ocpp-test-kit';

export interface ReceivedCommand {
  action: string;
  payload: Record<string, unknown>;
}

export type CommandAnswer = (payload: Record<string, unknown>) => unknown;

/** Answers of a well-behaved station to every server command it receives. */
const DEFAULT_ANSWERS: Record<string, CommandAnswer> = {
  ChangeAvailability: () => ({ status: 'Accepted' }),
  RemoteStartTransaction: () => ({ status: 'Accepted' }),
  RemoteStopTransaction: () => ({ status: 'Accepted' }),
  Reset: () => ({ status: 'Accepted' }),
  GetConfiguration: () => ({ configurationKey: [], unknownKey: [] }),
  ChangeConfiguration: () => ({ status: 'Accepted' }),
  ClearCache: () => ({ status: 'Accepted' }),
  GetDiagnostics: () => ({ fileName: 'diagnostics.zip' }),
  UnlockConnector: () => ({ status: 'Unlocked' }),
  UpdateFirmware: () => ({}),
  DataTransfer: () => ({ status: 'Accepted' }),
  TriggerMessage: () => ({ status: 'Accepted' }),
  SetChargingProfile: () => ({ status: 'Accepted' }),
  ClearChargingProfile: () => ({ status: 'Accepted' }),
  ReserveNow: () => ({ status: 'Accepted' }),
  CancelReservation: () => ({ status: 'Accepted' }),
  SendLocalList: () => ({ status: 'Accepted' }),
  GetLocalListVersion: () => ({ listVersion: 0 }),
  GetCompositeSchedule: () => ({ status: 'Rejected' }),
};

/**
 * A raw OCPP-J station for conformance tests: it records every command the server sends and
 * answers it with a test's script or a well-behaved default.
 */
export class ScriptedStation {
  readonly received: ReceivedCommand[] = [];
  private readonly script = new Map<string, CommandAnswer>();

  private constructor(readonly client: RPCClient) {
    client.handle(async ({ method, params }) => {
      const action = method ?? '';
      const payload = (params ?? {}) as Record<string, unknown>;
      this.received.push({ action, payload });
      const answer = this.script.get(action) ?? DEFAULT_ANSWERS[action];
      if (!answer) throw new Error(`no answer for ${action}`);
      return (await answer(payload)) as Record<string, unknown>;
    });
  }

  static async connect(url: string, chargeBoxId: string, options?: StationClientOptions) {
    return new ScriptedStation(await connectedStation(url, chargeBoxId, options));
  }

  answer(action: string, answer: CommandAnswer): this {
    this.script.set(action, answer);
    return this;
  }

  call<T = Record<string, unknown>>(action: string, payload: object): Promise<T> {
    return this.client.call(action, payload) as Promise<T>;
  }

  async boot(): Promise<void> {
    await this.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T-1' });
  }

  status(connectorId: number, status: string, errorCode = 'NoError', timestamp?: string) {
    return this.call('StatusNotification', {
      connectorId,
      errorCode,
      status,
      ...(timestamp ? { timestamp } : {}),
    });
  }

  /** Authorize: the tag's idTagInfo. */
  async authorize(idTag: string) {
    const answer = await this.call<{ idTagInfo: { status: string; parentIdTag?: string } }>(
      'Authorize',
      { idTag },
    );
    return answer.idTagInfo;
  }

  /** StartTransaction; `more` adds the optional fields (reservationId). */
  start(connectorId: number, idTag: string, meterStart: number, timestamp: string, more = {}) {
    return this.call<{ transactionId: number; idTagInfo: { status: string } }>('StartTransaction', {
      connectorId,
      idTag,
      meterStart,
      timestamp,
      ...more,
    });
  }

  /** StopTransaction; `more` adds the optional fields (idTag, reason, transactionData). */
  stop(transactionId: number, meterStop: number, timestamp: string, more = {}) {
    return this.call<{ idTagInfo?: { status: string } }>('StopTransaction', {
      transactionId,
      meterStop,
      timestamp,
      ...more,
    });
  }

  close(): Promise<unknown> {
    return this.client.close({ code: 1000 });
  }
}

/** Registers `chargeBoxId` on `app` (`body` as the station form), connects it and boots it. */
export async function bootedStation(app: OcppTestApp, chargeBoxId: string, body?: object) {
  await app.addStation(chargeBoxId, body);
  const station = await ScriptedStation.connect(app.ocppUrl, chargeBoxId);
  await station.boot();
  return station;
}

/** Sends a server command to `chargeBoxIds` as `caller`; the task once every station answered. */
export async function runCommand<C extends ServerCommand>(
  app: OcppTestApp,
  caller: CommandCaller,
  command: C,
  request: CommandRequest<C>,
  chargeBoxIds: string[],
): Promise<TaskView> {
  const { done } = await app.ocpp.operations.execute({ command, chargeBoxIds, request, caller });
  return done;
}

/** The administrator of the root tenant as the sender of commands. */
export async function adminCaller(database: TestDatabase): Promise<CommandCaller> {
  const { db } = database.handle;
  const user = await db
    .selectFrom('app_user')
    .select(['user_pk', 'tenant_pk'])
    .where('email', '=', ADMIN_EMAIL)
    .executeTakeFirstOrThrow();
  const tenants = await db.selectFrom('tenant').select('tenant_pk').execute();
  return {
    tenantPk: user.tenant_pk,
    userPk: user.user_pk,
    visibleTenantPks: tenants.map((t) => t.tenant_pk),
    origin: ADMIN_EMAIL,
  };
}

export async function rootTenantPk(database: TestDatabase): Promise<number> {
  const row = await database.handle.db
    .selectFrom('tenant')
    .select('tenant_pk')
    .where('parent_tenant_pk', 'is', null)
    .executeTakeFirstOrThrow();
  return row.tenant_pk;
}

export async function addTag(
  database: TestDatabase,
  idTag: string,
  values: {
    tenant_pk?: number;
    blocked?: boolean;
    inactive?: boolean;
    expiry_date?: Date | null;
    parent_id_tag?: string | null;
    max_active_transaction_count?: number | null;
    owner_user_pk?: number | null;
  } = {},
): Promise<void> {
  await database.handle.db
    .insertInto('ocpp_tag')
    .values({
      id_tag: idTag,
      tenant_pk: values.tenant_pk ?? (await rootTenantPk(database)),
      ...values,
    })
    .execute();
}

/** The stored row of a charging transaction. */
export function transactionRow(database: TestDatabase, transactionPk: number) {
  return database.handle.db
    .selectFrom('charging_transaction')
    .selectAll()
    .where('transaction_pk', '=', transactionPk)
    .executeTakeFirstOrThrow();
}
