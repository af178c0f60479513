/** Request bodies and parameters of the sign-in (authentication-transaction) API, shared with the web forms. */
import { z } from "zod";
import { emailSchema } from "../validation/email";
import { AUTHN_FIELD_MESSAGES } from "./authn-errors";
import { FACTOR_TYPES } from "./factor-types";
import { newPasswordSchema, PASSWORD_POLICY_MESSAGES } from "./password-policy";
import { phoneNumberSchema } from "./phone-number";

/** Long enough for any password the policy allows in any encoding; bounds the work of hashing a hostile input. */
const PASSWORD_INPUT_MAX = 1024;

/** The state token the previous answer carried. Any string is accepted here; an unknown one is a 401. */
export const stateTokenSchema = z.string().min(1).max(256);

const currentPasswordSchema = z
  .string({ error: AUTHN_FIELD_MESSAGES.passwordRequired })
  .min(1, AUTHN_FIELD_MESSAGES.passwordRequired)
  .max(PASSWORD_INPUT_MAX);

export const passCodeSchema = z
  .string({ error: AUTHN_FIELD_MESSAGES.passCodeRequired })
  .trim()
  .min(1, AUTHN_FIELD_MESSAGES.passCodeRequired)
  .regex(/^\d{6}$/, AUTHN_FIELD_MESSAGES.passCodeFormat);

/** POST /api/authn: primary authentication with e-mail (case-insensitive) and password. */
export const primaryAuthRequestSchema = z.object({
  username: emailSchema,
  password: currentPasswordSchema,
});
export type PrimaryAuthRequest = z.infer<typeof primaryAuthRequestSchema>;

export const factorIdParamsSchema = z.object({ factorId: z.uuid() });

/** POST /api/authn/factors/:factorId/verify: TOTP needs the code; SMS without a code sends one. */
export const verifyFactorRequestSchema = z.object({
  stateToken: stateTokenSchema,
  passCode: passCodeSchema.optional(),
});
export type VerifyFactorRequest = z.infer<typeof verifyFactorRequestSchema>;

/** POST /api/authn/factors: enrol a new factor (only from MFA_ENROLL); SMS needs a phone number. */
export const enrollFactorRequestSchema = z.discriminatedUnion("factorType", [
  z.object({ stateToken: stateTokenSchema, factorType: z.literal(FACTOR_TYPES[0]) }),
  z.object({ stateToken: stateTokenSchema, factorType: z.literal(FACTOR_TYPES[1]), phoneNumber: phoneNumberSchema }),
]);
export type EnrollFactorRequest = z.infer<typeof enrollFactorRequestSchema>;

/** POST /api/authn/factors/:factorId/lifecycle/activate: the first code from the new factor. */
export const activateFactorRequestSchema = z.object({
  stateToken: stateTokenSchema,
  passCode: passCodeSchema,
});
export type ActivateFactorRequest = z.infer<typeof activateFactorRequestSchema>;

/** POST /api/authn/credentials/change-password: only from PASSWORD_EXPIRED. */
export const changePasswordRequestSchema = z
  .object({
    stateToken: stateTokenSchema,
    oldPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
  })
  .refine((body) => body.newPassword !== body.oldPassword, {
    path: ["newPassword"],
    message: PASSWORD_POLICY_MESSAGES.unchanged,
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/authn/cancel. */
export const cancelTransactionRequestSchema = z.object({ stateToken: stateTokenSchema });
export type CancelTransactionRequest = z.infer<typeof cancelTransactionRequestSchema>;
