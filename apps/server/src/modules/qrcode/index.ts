export { QrTokens, type QrTokenVerifier } from './qr-token';
export { QrCodeRepository, qrIdTagOf, type QrConnectorRow } from './qrcode.repository';
export {
  QrCodeService,
  QR_COMMANDS_PER_ADDRESS,
  QR_COMMANDS_PER_CONNECTOR,
  type QrLimits,
} from './qrcode.service';
export { registerQrCodeRoutes } from './qrcode.routes';
export { qrcodeModule, qrTokensOf } from './qrcode.module';
