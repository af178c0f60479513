/**
 * POST /api/admin/activity-emails: e-mails each carrier staff member (SLF_OWNER, SLF_ADMIN) a summary of the audit
 * trail's last 24 hours, entries per action; nothing when nothing happened; once per staff member and day.
 */
import type { TriggerSummary } from "@onboard/domain/emails/owner-trigger-schemas";
import { STAFF_ROLES } from "@onboard/domain/users/roles";
import { and, count, desc, gte, inArray, isNull } from "drizzle-orm";
import { auditLog, users } from "../../db/schema/index";
import { portalLink } from "../../integrations/mail/templates/portal-link";
import { type PlannedEmail, sendBatch } from "./send-batch";
import { isoDay, type TriggerDeps } from "./trigger-deps";

const DAY_MS = 86_400_000;

export async function sendActivityEmails(deps: TriggerDeps): Promise<TriggerSummary> {
  const since = new Date(deps.now.getTime() - DAY_MS);
  const byAction = await deps.db
    .select({ action: auditLog.action, count: count() })
    .from(auditLog)
    .where(gte(auditLog.occurredAt, since))
    .groupBy(auditLog.action)
    .orderBy(desc(count()), auditLog.action);
  const total = byAction.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return sendBatch(deps, "owner.activity-emails", []);
  const staff = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), isNull(users.deletedAt)))
    .orderBy(users.email);
  const planned: PlannedEmail[] = staff.map((user) => ({
    to: [user.email],
    template: "activity-summary" as const,
    language: "en" as const,
    data: {
      name: user.name,
      since,
      total,
      byAction,
      link: portalLink(deps.publicOrigin, "clientsAdmin", "en"),
    },
    idempotencyKey: `activity-summary:${user.id}:${isoDay(deps.now)}`,
  }));
  return sendBatch(deps, "owner.activity-emails", planned);
}
