export { QrTokens, type QrTokenVerifier } from './qr-token';
export { QrCodeRepository } from './qrcode.repository';
export { QrCodeService } from './qrcode.service';
export { registerQrCodeRoutes } from './qrcode.routes';
