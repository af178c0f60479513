/** TOTP factors (RFC 6238, 6 digits, 30 s, SHA-1: what authenticator apps expect) with otplib 13 and a QR code. */
import { TOTP_DRIFT_STEPS, TOTP_ISSUER } from "@onboard/domain/identity/authn-limits";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

const PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI an authenticator app scans: issuer "Onboard", labelled with the user's e-mail. */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

export function totpQrCodeDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 2, width: 240 });
}

/** True when the code is right for the current step or one step either side (clock drift). */
export async function isTotpCodeValid(secret: string, code: string, now: Date): Promise<boolean> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP_DRIFT_STEPS * PERIOD_SECONDS,
    });
    return result.valid;
  } catch {
    // A malformed stored secret or token never verifies.
    return false;
  }
}
