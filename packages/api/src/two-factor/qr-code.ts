import QRCode from 'qrcode';

/**
 * The otpauth:// URI as a QR code in SVG, rendered here so no third party ever sees the secret.
 * The browser shows it as an <img>, where an SVG cannot run script.
 */
export function totpQrSvg(otpauthUri: string): Promise<string> {
  return QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
