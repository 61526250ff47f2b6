import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { now } from './clock';

/**
 * Authenticator codes (RFC 6238: 6 digits, 30-second steps, SHA-1, what every authenticator app reads) through
 * the maintained `otpauth` library; only the once-only rule and the QR drawing are ours.
 */
const PERIOD_SECONDS = 30;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random key of 160 bits (RFC 4226's recommended length), base32 as apps take it typed. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/**
 * The step a code belongs to when it is right for now, the step before or the one after (a phone's clock a little
 * off, a code typed as it turned), else null. The caller keeps the step so that no code counts twice.
 */
export function totpStep(secret: string, code: string): number | null {
  const totp = totpOf(secret);
  const timestamp = now().getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** What an authenticator app is given: the key to type, the otpauth:// link, and that link as a QR code (SVG). */
export async function totpEnrolment(secret: string, account: string, issuer: string) {
  const otpauthUrl = totpOf(secret, account, issuer).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
