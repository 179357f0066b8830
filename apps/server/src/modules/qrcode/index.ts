export { type QrTokenVerifier } from './qr-token';
export { QR_COMMANDS_PER_ADDRESS } from './qrcode.service';
export { qrcodeModule, qrTokensOf } from './qrcode.module';
