// A QR code as an image address (an SVG in a data: URL, which the office's CSP allows as an image):
// the authenticator address of a new member of staff, for their app to scan. Drawn by `qr`
// (paulmillr/qr: no dependencies, maintained), in the browser, so the secret goes nowhere else.
import { encodeQR } from 'qr';

export function qrImage(text: string): string {
  // Medium error correction: a screen photographed on the warehouse floor still reads.
  return `data:image/svg+xml,${encodeURIComponent(encodeQR(text, 'svg', { ecc: 'medium' }))}`;
}
