/**
 * The embedded captcha: self-hosted ALTCHA (proof of work, protocol v2, altcha-lib). Challenges are HMAC-signed with
 * CAPTCHA_HMAC_SECRET and expire after 10 minutes. In deterministic mode the server signs the expected key, so that
 * verifying is one HMAC; a solved challenge is then recorded in captcha_solutions and refused if it comes again.
 */
import { createHmac, randomInt } from "node:crypto";
import { captchaChallengeSchema } from "@onboard/domain/explorer/explorer-form-api";
import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { Captcha } from "./captcha";
import { consumeChallenge } from "./replay-guard";

export const CAPTCHA_EXPIRY_SECONDS = 10 * 60;

export interface AltchaCaptchaOptions {
  db: Database;
  hmacSecret: string;
  /** PBKDF2 iterations per attempt and the range of attempts a solver needs: about half a second on a phone. */
  cost?: number;
  counterRange?: [number, number];
  now?: () => Date;
}

/** The widget's payload: base64 of { challenge: { parameters, signature }, solution: { counter, derivedKey } }. */
const payloadSchema = z.object({
  challenge: z.object({
    // Exactly what createChallenge signs; anything else is stripped, and the signature then fails.
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number().int(), derivedKey: z.string() }),
});

function decodePayload(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, "base64").toString("utf8"))).data ?? null;
  } catch {
    return null;
  }
}

export function createAltchaCaptcha(options: AltchaCaptchaOptions): Captcha {
  const cost = options.cost ?? 1000;
  const [low, high] = options.counterRange ?? [1000, 4000];
  const now = options.now ?? (() => new Date());
  const hmacSignatureSecret = options.hmacSecret;
  // A second secret for the expected key, derived so that one setting configures both.
  const hmacKeySignatureSecret = createHmac("sha256", options.hmacSecret).update("altcha key signature").digest("hex");

  return {
    async createChallenge() {
      const challenge = await createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost,
        counter: randomInt(low, high),
        deriveKey,
        expiresAt: new Date(now().getTime() + CAPTCHA_EXPIRY_SECONDS * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return captchaChallengeSchema.parse(challenge);
    },

    async verify(payload) {
      const decoded = decodePayload(payload);
      // The widget's test mode ({ challenge: null }) and anything malformed end here.
      if (!decoded) return false;
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      const expiresAt = new Date(decoded.challenge.parameters.expiresAt * 1000);
      if (expiresAt <= now()) return false;
      return consumeChallenge(options.db, decoded.challenge.signature, expiresAt, now());
    },
  };
}
