/**
 * The public explorer's form calls (benefits-explorer spec §7): the captcha challenge, e-mail-me-my-plan and the lead.
 * Request bodies are lead-schemas.ts's; these are the paths' other shapes, shared by server and web app.
 */
import { z } from "zod";
import { leadSchema } from "./lead-schemas";

export const CAPTCHA_CHALLENGE_PATH = "/api/explorer-pages/captcha/challenge";
export const LEAD_PATH = "/api/explorer-pages/lead-generation/send";

export function emailPlanPath(explorerPageId: string): string {
  return `/api/explorer-pages/${encodeURIComponent(explorerPageId)}/email-plan`;
}

/** The ALTCHA (v2) challenge exactly as the `altcha` widget fetches it: { parameters, signature }. */
export const captchaChallengeSchema = z.looseObject({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
  signature: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** 202: the request is stored and its e-mail queued. */
export const emailPlanResponseSchema = z.object({ id: z.uuid(), emailId: z.uuid() });
export type EmailPlanResponse = z.infer<typeof emailPlanResponseSchema>;

/** The lead form's fields, plus the page the visitor came from when there is one. */
export const leadRequestSchema = leadSchema.safeExtend({ explorerPageId: z.uuid().nullish() });
export type LeadRequest = z.infer<typeof leadRequestSchema>;

/** 201: the stored lead. */
export const leadResponseSchema = z.object({ id: z.uuid() });
export type LeadResponse = z.infer<typeof leadResponseSchema>;
