export { type QrTokenVerifier } from './qr-token';
export { qrcodeModule, qrTokensOf } from './qrcode.module';
