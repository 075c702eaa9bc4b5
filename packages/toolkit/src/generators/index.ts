// Public surface of the generators area: passwords and QR codes (bar codes are generators/barcode).
export * from './password.ts';
export * from './qr.ts';
