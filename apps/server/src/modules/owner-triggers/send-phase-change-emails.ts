/**
 * POST /api/admin/phase-change-emails: while the phase-change flag is on, tells the users of each client that left
 * the first phase (WELCOME) about its current phase, once per client, phase and user: a client whose phase changed
 * since the last notice gets a new one, the others nothing.
 */
import type { TriggerSummary } from "@onboard/domain/emails/owner-trigger-schemas";
import { ne } from "drizzle-orm";
import { clients } from "../../db/schema/index";
import { portalPageLink } from "../../integrations/mail/templates/portal-link";
import { readPhaseChangeFlag } from "./phase-change-flag";
import { openClients, usersOfClients } from "./recipients";
import { type PlannedEmail, sendBatch } from "./send-batch";
import type { TriggerDeps } from "./trigger-deps";

export async function sendPhaseChangeEmails(deps: TriggerDeps): Promise<TriggerSummary> {
  if (!(await readPhaseChangeFlag(deps.db)).enabled) {
    return { count: 0, emailIds: [], hasMore: false, details: { flagEnabled: 0 } };
  }
  const moved = await openClients(deps.db, ne(clients.phaseId, "WELCOME"));
  const usersByClient = await usersOfClients(
    deps.db,
    moved.map((c) => c.id),
  );
  const planned: PlannedEmail[] = moved.flatMap((client) =>
    (usersByClient.get(client.id) ?? []).map((user) => ({
      to: [user.email],
      template: "phase-change" as const,
      language: "en" as const,
      clientId: client.id,
      data: {
        name: user.name,
        clientName: client.name,
        phase: client.phaseId,
        link: portalPageLink(deps.publicOrigin, "home", { clientId: client.id }, "en"),
      },
      idempotencyKey: `phase-change:${client.id}:${client.phaseId}:${user.id}`,
    })),
  );
  return { ...(await sendBatch(deps, "owner.phase-change-emails", planned)), details: { flagEnabled: 1 } };
}
