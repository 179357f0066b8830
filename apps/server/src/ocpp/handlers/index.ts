import { authorize } from './authorize';
import { bootNotification } from './boot-notification';
import { dataTransfer } from './data-transfer';
import { heartbeat } from './heartbeat';
import { meterValues } from './meter-values';
import type { HandlerDeps, StationHandlers } from './station-handler';
import { startTransaction } from './start-transaction';
import { diagnosticsStatusNotification, firmwareStatusNotification } from './status-reports';
import { statusNotification } from './status-notification';
import { stopTransaction } from './stop-transaction';

export type {
  HandlerContext,
  HandlerDeps,
  StationHandler,
  StationHandlers,
} from './station-handler';

export function createStationHandlers(deps: HandlerDeps): StationHandlers {
  return {
    BootNotification: bootNotification(deps),
    Heartbeat: heartbeat(deps),
    StatusNotification: statusNotification(deps),
    Authorize: authorize(deps),
    StartTransaction: startTransaction(deps),
    StopTransaction: stopTransaction(deps),
    MeterValues: meterValues(deps),
    DataTransfer: dataTransfer(deps),
    DiagnosticsStatusNotification: diagnosticsStatusNotification(deps),
    FirmwareStatusNotification: firmwareStatusNotification(deps),
  };
}
