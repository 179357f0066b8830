import type { ModuleContext, PlatformContext } from '../../platform/module-context';
import type { RobotCheck } from '../../platform/robot-check/robot-check';
import { persistentSecret } from '../../platform/security/secrets';
import type { OperationsService } from '../operations';
import { QrTokens } from './qr-token';
import { QrCodeRepository } from './qrcode.repository';
import { registerQrCodeRoutes } from './qrcode.routes';
import { QrCodeService } from './qrcode.service';

/** The signed per-connector tokens; the realtime socket checks them before the QR module exists. */
export function qrTokensOf({ config }: PlatformContext): QrTokens {
  return new QrTokens(persistentSecret(config.dataDir, 'qr-secret', config.qrSecret));
}

/** The public QR page of a connector: its status, and start and stop without an account. */
export function qrcodeModule(
  ctx: ModuleContext,
  deps: { tokens: QrTokens; operations: OperationsService; robotCheck: RobotCheck },
): void {
  const repository = new QrCodeRepository(ctx.db);
  registerQrCodeRoutes(ctx.http, {
    qr: new QrCodeService(repository, deps.tokens, deps.operations, deps.robotCheck),
    repository,
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });
}
