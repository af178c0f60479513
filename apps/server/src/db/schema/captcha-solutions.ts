/** Captcha solutions already used: each solved challenge is accepted once (replay protection) until it expires. */
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps, timestampTz } from "./columns";

export const captchaSolutions = pgTable(
  "captcha_solutions",
  {
    /** The challenge's HMAC signature, unique per issued challenge. */
    challengeSignature: text("challenge_signature").primaryKey(),
    /** When the challenge expires; the row is useless afterwards and may be purged. */
    expiresAt: timestampTz("expires_at").notNull(),
    ...timestamps,
  },
  (t) => [index("captcha_solutions_expires_at_idx").on(t.expiresAt)],
);
