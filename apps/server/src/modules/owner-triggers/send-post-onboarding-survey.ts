/** POST /api/admin/post-onboarding-survey: the survey e-mail to every user of a LIVE client, once per user and client. */
import type { TriggerSummary } from "@onboard/domain/emails/owner-trigger-schemas";
import { eq } from "drizzle-orm";
import { clients } from "../../db/schema/index";
import { portalPageLink } from "../../integrations/mail/templates/portal-link";
import { openClients, usersOfClients } from "./recipients";
import { type PlannedEmail, sendBatch } from "./send-batch";
import type { TriggerDeps } from "./trigger-deps";

export async function sendPostOnboardingSurvey(deps: TriggerDeps): Promise<TriggerSummary> {
  const live = await openClients(deps.db, eq(clients.releaseStatus, "LIVE"));
  const usersByClient = await usersOfClients(
    deps.db,
    live.map((c) => c.id),
  );
  const planned: PlannedEmail[] = live.flatMap((client) =>
    (usersByClient.get(client.id) ?? []).map((user) => ({
      to: [user.email],
      template: "post-onboarding-survey" as const,
      language: "en" as const,
      clientId: client.id,
      data: {
        name: user.name,
        clientName: client.name,
        link: portalPageLink(deps.publicOrigin, "home", { clientId: client.id }, "en"),
      },
      idempotencyKey: `post-onboarding-survey:${client.id}:${user.id}`,
    })),
  );
  return sendBatch(deps, "owner.post-onboarding-survey", planned);
}
