/** The API shape of the hub's one-time welcome flow (GET/POST .../welcome-flow, POST .../complete-welcome-flow). */
import { z } from "zod";

export const welcomeFlowSchema = z.object({
  welcomeFlowCompletedAt: z.string().nullable(),
  completedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type WelcomeFlow = z.infer<typeof welcomeFlowSchema>;
