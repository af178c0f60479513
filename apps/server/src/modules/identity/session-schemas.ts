/** Request and response shapes of the session endpoints (the spec leaves them unshown; these are ours). */
import { authenticatedUserSchema } from "@onboard/domain/users/authenticated-user";
import { z } from "zod";
import type { ActiveSession } from "../users/index";

export const createSessionBodySchema = z.object({
  accessToken: z.string().min(1).max(8192),
  refreshToken: z.string().min(1).max(8192),
});

export const sessionStatusSchema = z.object({
  idleExpiresAt: z.string(),
  absoluteExpiresAt: z.string(),
});
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export const createdSessionSchema = sessionStatusSchema.extend({ user: authenticatedUserSchema });

export function presentSessionStatus(session: ActiveSession): SessionStatus {
  return {
    idleExpiresAt: session.idleExpiresAt.toISOString(),
    absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
  };
}
