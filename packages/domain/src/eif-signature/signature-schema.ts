/** What the signer sends to sign the EIF: the full name they typed, their consent, and the language they read it in. */
import { z } from "zod";
import { text191 } from "../validation/text";
import { CONSENT_LANGUAGES } from "./consent-statement";
import { EIF_SIGNING_ACTIONS } from "./signing-action";

/** Ours: the spec does not word these. */
export const EIF_SIGNATURE_MESSAGES = {
  fullNameRequired: "Please type your full name to sign",
  consentRequired: "Please confirm the statement above to sign",
} as const;

export const eifSignatureBodySchema = z
  .object({
    fullName: text191(EIF_SIGNATURE_MESSAGES.fullNameRequired),
    consent: z.literal(true, { error: EIF_SIGNATURE_MESSAGES.consentRequired }),
    language: z.enum(CONSENT_LANGUAGES),
    /** The draft version the signer read, for callers that cannot send If-Match. */
    version: z.number().int().min(0).optional(),
    /** What is signed: the form (the default) or the changes the carrier accepted after it was signed. */
    action: z.enum(EIF_SIGNING_ACTIONS).optional(),
  })
  .strict();

export type EifSignatureBody = z.infer<typeof eifSignatureBodySchema>;

export const eifSignatureSchema = z.object({
  signedAt: z.string(),
  /** The signer's name (the signed-in user's, or the outside signer's). */
  signedBy: z.string(),
  action: z.enum(EIF_SIGNING_ACTIONS),
  typedName: z.string(),
  consentSha256: z.string(),
});
export type EifSignature = z.infer<typeof eifSignatureSchema>;
