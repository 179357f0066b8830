export * from './qrcode.schemas';
