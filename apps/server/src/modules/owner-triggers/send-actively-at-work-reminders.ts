/**
 * POST /api/admin/actively-at-work-reminders: for each policy taking effect within ACTIVELY_AT_WORK_REMINDER_DAYS
 * (today included), reminds the client's users that only employees actively at work that day are covered; once per
 * policy, effective date and user.
 */
import { ACTIVELY_AT_WORK_REMINDER_DAYS, type TriggerSummary } from "@onboard/domain/emails/owner-trigger-schemas";
import { and, between, eq } from "drizzle-orm";
import { clients, policies } from "../../db/schema/index";
import { portalPageLink } from "../../integrations/mail/templates/portal-link";
import { openClientCondition, usersOfClients } from "./recipients";
import { type PlannedEmail, sendBatch } from "./send-batch";
import { isoDay, type TriggerDeps } from "./trigger-deps";

export async function sendActivelyAtWorkReminders(deps: TriggerDeps): Promise<TriggerSummary> {
  const starting = await deps.db
    .select({
      policyId: policies.id,
      policyNumber: policies.policyNumber,
      effectiveDate: policies.policyEffective,
      clientId: clients.id,
      clientName: clients.name,
    })
    .from(policies)
    .innerJoin(clients, eq(clients.id, policies.clientId))
    .where(
      and(
        between(policies.policyEffective, isoDay(deps.now), isoDay(deps.now, ACTIVELY_AT_WORK_REMINDER_DAYS)),
        openClientCondition(),
      ),
    )
    .orderBy(policies.policyEffective);
  const usersByClient = await usersOfClients(deps.db, [...new Set(starting.map((p) => p.clientId))]);
  const planned: PlannedEmail[] = starting.flatMap((policy) =>
    (usersByClient.get(policy.clientId) ?? []).map((user) => ({
      to: [user.email],
      template: "actively-at-work" as const,
      language: "en" as const,
      clientId: policy.clientId,
      data: {
        name: user.name,
        clientName: policy.clientName,
        policyNumber: policy.policyNumber,
        effectiveDate: policy.effectiveDate ?? isoDay(deps.now),
        link: portalPageLink(deps.publicOrigin, "home", { clientId: policy.clientId }, "en"),
      },
      idempotencyKey: `actively-at-work:${policy.policyId}:${policy.effectiveDate}:${user.id}`,
    })),
  );
  return sendBatch(deps, "owner.actively-at-work-reminders", planned);
}
