/** Params, queries, bodies and answers of the account-token calls (§7 "Session and configuration"). */
import { LANGUAGES } from "@onboard/domain/common/environments";
import { newPasswordSchema } from "@onboard/domain/identity/password-policy";
import { emailSchema } from "@onboard/domain/validation/email";
import { z } from "zod";
import { ACCOUNT_TOKEN_TYPES } from "./account-token-policy";

/** Any string up to a bound: an unknown token is a 404, not a validation error. */
const tokenSchema = z.string().min(1).max(256);

export const emailParamsSchema = z.object({ email: emailSchema });
export const userIdParamsSchema = z.object({ userId: z.uuid() });
export const tokenParamsSchema = z.object({ token: tokenSchema });

/** The language of the e-mail (users have no stored language): `?language=es`, English by default. */
export const languageQuerySchema = z.object({ language: z.enum(LANGUAGES).default("en") });

export const passwordUpsertBodySchema = z.object({ token: tokenSchema, password: newPasswordSchema });

export const authTokenInfoSchema = z.object({
  type: z.enum(ACCOUNT_TOKEN_TYPES),
  email: z.string(),
  name: z.string(),
  expiresAt: z.iso.datetime(),
});
export type AuthTokenInfo = z.infer<typeof authTokenInfoSchema>;

export const noContentSchema = z.null().describe("No content");
