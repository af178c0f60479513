/** POST /api/admin/risk-acceptance-emails: for each open "Pending Risk Rejection" error, one e-mail per client user. */
import type { TriggerSummary } from "@onboard/domain/emails/owner-trigger-schemas";
import { and, eq, isNull } from "drizzle-orm";
import { clientErrors, clients } from "../../db/schema/index";
import { portalPageLink } from "../../integrations/mail/templates/portal-link";
import { openClientCondition, usersOfClients } from "./recipients";
import { type PlannedEmail, sendBatch } from "./send-batch";
import type { TriggerDeps } from "./trigger-deps";

export async function sendRiskAcceptanceEmails(deps: TriggerDeps): Promise<TriggerSummary> {
  const open = await deps.db
    .select({ errorId: clientErrors.id, note: clientErrors.note, clientId: clients.id, clientName: clients.name })
    .from(clientErrors)
    .innerJoin(clients, eq(clients.id, clientErrors.clientId))
    .where(and(eq(clientErrors.type, "Pending Risk Rejection"), isNull(clientErrors.resolvedAt), openClientCondition()))
    .orderBy(clientErrors.createdAt);
  const usersByClient = await usersOfClients(deps.db, [...new Set(open.map((e) => e.clientId))]);
  const planned: PlannedEmail[] = open.flatMap((error) =>
    (usersByClient.get(error.clientId) ?? []).map((user) => ({
      to: [user.email],
      template: "risk-acceptance" as const,
      language: "en" as const,
      clientId: error.clientId,
      data: {
        name: user.name,
        clientName: error.clientName,
        note: error.note,
        link: portalPageLink(deps.publicOrigin, "home", { clientId: error.clientId }, "en"),
      },
      idempotencyKey: `risk-acceptance:${error.errorId}:${user.id}`,
    })),
  );
  return sendBatch(deps, "owner.risk-acceptance-emails", planned);
}
