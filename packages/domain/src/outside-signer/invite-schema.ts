/**
 * Naming the client's outside signer (PUT /api/clients/:clientId/outside-signer): first and last name, e-mail (the
 * shared e-mail rule), an optional title, and the language of the invitation e-mail (the inviter's page language).
 */
import { z } from "zod";
import { LANGUAGES } from "../common/environments";
import { emailSchema } from "../validation/email";
import { text191 } from "../validation/text";

/** Ours: the spec does not word these. */
export const OUTSIDE_SIGNER_MESSAGES = {
  firstNameRequired: "Please enter the signer's first name",
  lastNameRequired: "Please enter the signer's last name",
} as const;

export const outsideSignerInviteSchema = z
  .object({
    firstName: text191(OUTSIDE_SIGNER_MESSAGES.firstNameRequired),
    lastName: text191(OUTSIDE_SIGNER_MESSAGES.lastNameRequired),
    email: emailSchema,
    title: text191().nullish(),
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type OutsideSignerInvite = z.infer<typeof outsideSignerInviteSchema>;

/** The language body of POST .../outside-signer/resend. */
export const outsideSignerResendSchema = z.object({ language: z.enum(LANGUAGES).optional() }).strict();

/** What GET .../outside-signer answers: the signer and their link's state, never the token. Null: none named. */
export const outsideSignerStatusSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  tokenIssuedAt: z.string().nullable(),
  tokenExpiresAt: z.string().nullable(),
  lastAccessedAt: z.string().nullable(),
  /** Whether the link is past its expiry (a resend issues a new one). */
  isExpired: z.boolean(),
  /** The signature they made, if any. */
  signedAt: z.string().nullable(),
});
export type OutsideSignerStatus = z.infer<typeof outsideSignerStatusSchema>;
export const outsideSignerAnswerSchema = z.object({ outsideSigner: outsideSignerStatusSchema.nullable() });
export type OutsideSignerAnswer = z.infer<typeof outsideSignerAnswerSchema>;
