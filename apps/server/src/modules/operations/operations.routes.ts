import {
  AVAILABILITY_TYPES,
  OCPP_CONF_KEYS,
  OPERATION_BODIES,
  OPERATION_COMMAND_NAMES,
  OPERATION_COMMAND_ROUTES,
  OPERATION_MODES,
  TRIGGER_MESSAGE_TYPES,
  apiErrorBody,
  isMessageKey,
  chargePointSelectList,
  commandMetadata,
  type OperationCommand,
} from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { labelGuard } from '../../platform/http/route-access';
import { badRequest } from '../../platform/http/http-error';
import { keyOfZodIssue } from '../../platform/http/error-handler';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import type { ChargingProfilesRepository } from '../charging-profiles';
import type { RemoteStartPayment } from '../payments';
import { ocppProfileOf } from '../charging-profiles';
import { groupBy, type OperationMetadataRepository } from './operation-metadata.repository';
import { ocppCallOf } from './operation-requests';
import type { OperationsService } from './operations.service';

export interface OperationRoutesDeps {
  operations: OperationsService;
  metadata: OperationMetadataRepository;
  profiles: ChargingProfilesRepository;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
  /** Remembers the payment option of a remote start with 'generate payment' (the payments). */
  remoteStartPayments?: (start: RemoteStartPayment) => Promise<void>;
}

const TAGS = ['operations'];
const commandParams = z.object({
  mode: z.enum(OPERATION_MODES),
  command: z.enum(OPERATION_COMMAND_NAMES as [OperationCommand, ...OperationCommand[]]),
});
type CommandParams = z.infer<typeof commandParams>;

/** Mode and command permission routes (spec 2 §6); OCPP 1.5 is refused until it exists. */
function commandGuard(requireRoute: (path: string) => PreHandler): PreHandler {
  const guard: PreHandler = async (request) => {
    const { mode, command } = request.params as CommandParams;
    if (mode === 'v1.5') throw badRequest('mode', 'ocpp15Unavailable');
    await requireRoute('/operations/v16')(request);
    await requireRoute(`/operations/${OPERATION_COMMAND_ROUTES[command]}`)(request);
  };
  return labelGuard(guard, '/operations/v16 and /operations/:command');
}

/** The operations screen's API (spec 2 §7 "Operations and charging profiles"). */
export function registerOperationRoutes(app: ApiApp, deps: OperationRoutesDeps): void {
  const { authenticate, requireRoute, metadata } = deps;
  const guard = [authenticate, commandGuard(requireRoute)];
  const visible = (request: FastifyRequest) => authOf(request).visibleTenantPks;

  app.get(
    '/api/operations/:mode/:command',
    {
      schema: {
        tags: TAGS,
        summary: 'What a command offers: stations, connectors, open transactions, keys, profiles',
        params: commandParams,
        response: { 200: commandMetadata, 400: apiErrorBody },
      },
      preHandler: guard,
    },
    async (request) => {
      const tenants = visible(request);
      const [stations, connectors, transactions, profiles] = await Promise.all([
        metadata.stations(tenants),
        metadata.connectors(tenants),
        metadata.openTransactions(tenants),
        deps.profiles.list(tenants),
      ]);
      return {
        connectorIds: groupBy(
          connectors,
          (c) => c.charge_box_id,
          (c) => c.connector_id,
        ),
        transactionIds: groupBy(
          transactions,
          (t) => t.charge_box_id,
          (t) => t.transaction_pk,
        ),
        availabilityTypes: AVAILABILITY_TYPES,
        ocppConfKeys: OCPP_CONF_KEYS,
        triggerMessageTypes: TRIGGER_MESSAGE_TYPES,
        profileList: profiles.map((p) => ({
          chargingProfilePk: p.charging_profile_pk,
          description: p.description,
        })),
        cpList: stations.map((s) => ({
          chargeBoxPk: s.charge_box_pk,
          chargeBoxId: s.charge_box_id,
          description: s.description,
        })),
      };
    },
  );

  app.post(
    '/api/operations/:mode/:command',
    {
      schema: {
        tags: TAGS,
        summary: 'Send a command to the selected stations; answers the task id at once',
        params: commandParams,
        body: z.object({ chargePointSelectList }).loose(),
        response: { 200: z.object({ data: z.object({ taskId: z.number() }) }) },
      },
      preHandler: guard,
    },
    async (request) => {
      const auth = authOf(request);
      const { command } = request.params;
      const parsed = OPERATION_BODIES[command].safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const key =
          issue && isMessageKey(issue.message) ? issue.message : keyOfZodIssue(issue ?? {});
        throw badRequest(issue?.path.join('.') || 'body', key, { ...issue });
      }
      const call = await ocppCallOf(command, parsed.data, {
        profileOf: async (pk) => {
          const row = await deps.profiles.find(pk, auth.visibleTenantPks);
          return row && ocppProfileOf(row);
        },
      });
      const chargeBoxIds = request.body.chargePointSelectList.map((s) => s.chargeBoxId);
      const paid = command === 'remote_start_transaction' ? remoteStartPaymentOf(parsed.data) : {};
      if (paid.paymentType) {
        if (!deps.remoteStartPayments) throw badRequest('paymentType', 'paymentTypeNotOffered');
        await deps.remoteStartPayments({
          tenant: auth.requestTenant,
          visibleTenantPks: auth.visibleTenantPks,
          chargeBoxIds,
          connectorId: paid.connectorId,
          idTag: paid.idTag ?? '',
          paymentType: paid.paymentType,
        });
      }
      const { taskId, done } = await deps.operations.execute({
        command: call.command,
        chargeBoxIds,
        request: call.request as never,
        caller: {
          tenantPk: auth.requestTenant.tenant_pk,
          userPk: auth.user.user_pk,
          visibleTenantPks: auth.visibleTenantPks,
          origin: auth.user.email,
        },
      });
      done.catch((error: unknown) => request.log.error({ err: error, taskId }, 'task failed'));
      return { data: { taskId } };
    },
  );
}

/** A remote start's 'generate payment' fields (spec 2 Operations), when it has them. */
function remoteStartPaymentOf(fields: object): {
  paymentType?: string;
  connectorId?: number;
  idTag?: string;
} {
  const { paymentType, connectorId, idTag } = fields as Record<string, unknown>;
  return {
    paymentType: typeof paymentType === 'string' && paymentType ? paymentType : undefined,
    connectorId: typeof connectorId === 'number' ? connectorId : undefined,
    idTag: typeof idTag === 'string' ? idTag : undefined,
  };
}
