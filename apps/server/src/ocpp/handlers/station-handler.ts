import type {
  BootReport,
  ConnectorStatusReport,
  RegistrationStatus,
  StationStateRepository,
} from '../../modules/stations';
import type { TransactionLifecycle } from '../../modules/transactions';
import type { GroupCommit } from '../../platform/db/group-commit';
import type { BootThrottle } from '../saturation/boot-throttle';
import type { StationSession } from '../station-session';
import type { StationAction, StationRequest, StationResponse } from '@chargedeck/shared/ocpp16';

export interface HandlerContext {
  station: StationSession;
  messageId: string;
  receivedAt: Date;
}

export type StationHandler<A extends StationAction> = (
  context: HandlerContext,
  request: StationRequest<A>,
) => Promise<StationResponse<A>>;

export type StationHandlers = { [A in StationAction]: StationHandler<A> };

/** What the station-to-server handlers work with. */
export interface HandlerDeps {
  stationState: StationStateRepository;
  statuses: GroupCommit<ConnectorStatusReport>;
  boots: GroupCommit<BootReport, RegistrationStatus | undefined>;
  /** The domain side of authorize, start, meter values and stop. */
  lifecycle: TransactionLifecycle;
  heartbeats: GroupCommit<{ chargeBoxPk: number; at: Date }>;
  heartbeatIntervalSeconds: number;
  /** Answers boots Pending while the server is saturated. */
  bootThrottle: Pick<BootThrottle, 'retryAfter'>;
}

export const stationRef = (station: StationSession) => ({
  chargeBoxPk: station.chargeBoxPk,
  tenantPk: station.tenantPk ?? 0,
});
