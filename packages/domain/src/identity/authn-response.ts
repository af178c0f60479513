/** The answer of every sign-in step: the transaction's status and what the next screen needs. */
import { z } from "zod";
import { SIGN_IN_STATES } from "../clients/enums";
import { FACTOR_TYPES } from "./factor-types";

export const authnFactorSchema = z.object({
  id: z.string(),
  factorType: z.enum(FACTOR_TYPES),
  /** The phone number of an SMS factor, masked to its last four digits. */
  profile: z.object({ phoneNumber: z.string().optional() }),
});
export type AuthnFactor = z.infer<typeof authnFactorSchema>;

/** MFA_ENROLL_ACTIVATE: what the user needs to set up the new factor. */
export const authnActivationSchema = z.object({
  factorId: z.string(),
  factorType: z.enum(FACTOR_TYPES),
  /** TOTP: a PNG data URL of the otpauth:// QR code, and the base32 secret for typing in by hand. */
  qrCodeDataUrl: z.string().optional(),
  secret: z.string().optional(),
  /** SMS: the number the code went to (E.164). */
  phoneNumber: z.string().optional(),
});
export type AuthnActivation = z.infer<typeof authnActivationSchema>;

export const authnResponseSchema = z.object({
  status: z.enum(SIGN_IN_STATES),
  /** Every status but SUCCESS and LOCKED_OUT: send it with the next step. */
  stateToken: z.string().optional(),
  /** ISO time: when the state token (or, for SUCCESS, the session token; for LOCKED_OUT, the lock) runs out. */
  expiresAt: z.string(),
  /** SUCCESS only: single use, exchanged by the identity provider for a sign-in within 5 minutes. */
  sessionToken: z.string().optional(),
  /** MFA_REQUIRED and MFA_CHALLENGE: the verified factors (the web requires exactly one). */
  factors: z.array(authnFactorSchema).optional(),
  /** MFA_ENROLL: the factor types the user may enrol. */
  factorTypes: z.array(z.enum(FACTOR_TYPES)).optional(),
  activation: authnActivationSchema.optional(),
  /** Absent for LOCKED_OUT, which must not tell a guesser whose account it is. */
  user: z.object({ email: z.string(), name: z.string() }).optional(),
});
export type AuthnResponse = z.infer<typeof authnResponseSchema>;
export type SignInStatus = AuthnResponse["status"];

export const cancelTransactionResponseSchema = z.object({});
