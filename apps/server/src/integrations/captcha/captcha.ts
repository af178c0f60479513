/** A proof-of-work captcha for the public forms: the widget fetches a challenge, solves it, and sends a payload. */
import type { CaptchaChallenge } from "@onboard/domain/explorer/explorer-form-api";

export interface Captcha {
  /** A fresh, signed, expiring challenge, as the widget expects it from its challenge URL. */
  createChallenge(): Promise<CaptchaChallenge>;
  /** Whether the widget's payload solves a challenge this server issued, unexpired and not used before. */
  verify(payload: string): Promise<boolean>;
}
