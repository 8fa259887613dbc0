import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The issuer authenticator apps show above the account's codes. */
export const TOTP_ISSUER = 'SmartHome Iași';

/** RFC 6238 defaults, which every authenticator app understands: SHA-1, 6 digits, 30 s steps. */
export const TOTP_PERIOD_SECONDS = 30;

/**
 * A code is accepted one step early or late as well (±30 s): phones' clocks drift and people type
 * slowly. Replays within that window are refused by the stored last step, not here.
 */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), RFC 4648 base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** `otpauth://totp/SmartHome%20Ia%C8%99i:<email>?secret=…&issuer=…` for the authenticator app. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/** The same URI as an SVG QR code (the page shows it inline; nothing is fetched). */
export function totpQrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The time step a six-digit code belongs to at `nowMs`, or null when it is not a current code. */
export async function totpStepOf(secret: string, code: string, nowMs: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
