/** POST /api/admin/dental-emails: to the users of each client with a dental coverage (policy or plan), once each. */
import type { TriggerSummary } from "@onboard/domain/emails/owner-trigger-schemas";
import { and, eq, exists, or, sql } from "drizzle-orm";
import { clients, plans, policies } from "../../db/schema/index";
import { portalPageLink } from "../../integrations/mail/templates/portal-link";
import { openClients, usersOfClients } from "./recipients";
import { type PlannedEmail, sendBatch } from "./send-batch";
import type { TriggerDeps } from "./trigger-deps";

export async function sendDentalEmails(deps: TriggerDeps): Promise<TriggerSummary> {
  const hasDental = or(
    exists(
      deps.db
        .select({ one: sql`1` })
        .from(policies)
        .where(and(eq(policies.clientId, clients.id), sql`'DENTAL' = any(${policies.slfCoverages})`)),
    ),
    exists(
      deps.db
        .select({ one: sql`1` })
        .from(plans)
        .where(and(eq(plans.clientId, clients.id), eq(plans.benefitType, "DENTAL"))),
    ),
  );
  const dental = await openClients(deps.db, hasDental);
  const usersByClient = await usersOfClients(
    deps.db,
    dental.map((c) => c.id),
  );
  const planned: PlannedEmail[] = dental.flatMap((client) =>
    (usersByClient.get(client.id) ?? []).map((user) => ({
      to: [user.email],
      template: "dental" as const,
      language: "en" as const,
      clientId: client.id,
      data: {
        name: user.name,
        clientName: client.name,
        link: portalPageLink(deps.publicOrigin, "home", { clientId: client.id }, "en"),
      },
      idempotencyKey: `dental:${client.id}:${user.id}`,
    })),
  );
  return sendBatch(deps, "owner.dental-emails", planned);
}
