/**
 * POST /api/admin/upcoming-dates-emails: per client, one e-mail to each user listing the client and policy tasks due
 * within DUE_SOON_DAYS (today included) that are still open; once per client, user and day.
 */
import type { TriggerSummary } from "@onboard/domain/emails/owner-trigger-schemas";
import { DUE_DATE_WARNING_STATUSES } from "@onboard/domain/tasks/due-date";
import { DUE_SOON_DAYS } from "@onboard/domain/tasks/due-date-limits";
import { and, between, eq, inArray } from "drizzle-orm";
import { clients, policies, policyTasks, tasks } from "../../db/schema/index";
import { portalPageLink } from "../../integrations/mail/templates/portal-link";
import type { UpcomingDatesEmailData } from "../../integrations/mail/templates/upcoming-dates";
import { openClientCondition, usersOfClients } from "./recipients";
import { type PlannedEmail, sendBatch } from "./send-batch";
import { isoDay, type TriggerDeps } from "./trigger-deps";

type DueTask = UpcomingDatesEmailData["tasks"][number] & { clientId: string; clientName: string };

export async function sendUpcomingDatesEmails(deps: TriggerDeps): Promise<TriggerSummary> {
  const today = isoDay(deps.now);
  const window = between(tasks.dueDate, today, isoDay(deps.now, DUE_SOON_DAYS));
  const open = [...DUE_DATE_WARNING_STATUSES];
  const clientTasks = await deps.db
    .select({ clientId: clients.id, clientName: clients.name, taskId: tasks.taskId, dueDate: tasks.dueDate })
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .where(and(window, inArray(tasks.status, open), openClientCondition()));
  const policyLevel = await deps.db
    .select({
      clientId: clients.id,
      clientName: clients.name,
      taskId: policyTasks.taskId,
      dueDate: policyTasks.dueDate,
      policyNumber: policies.policyNumber,
    })
    .from(policyTasks)
    .innerJoin(clients, eq(clients.id, policyTasks.clientId))
    .innerJoin(policies, eq(policies.id, policyTasks.policyId))
    .where(
      and(
        between(policyTasks.dueDate, today, isoDay(deps.now, DUE_SOON_DAYS)),
        inArray(policyTasks.status, open),
        openClientCondition(),
      ),
    );
  const due: DueTask[] = [
    ...clientTasks.map((t) => ({ ...t, dueDate: t.dueDate ?? today, policyNumber: null })),
    ...policyLevel.map((t) => ({ ...t, dueDate: t.dueDate ?? today })),
  ].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const byClient = groupByClient(due);
  const usersByClient = await usersOfClients(deps.db, [...byClient.keys()]);
  const planned: PlannedEmail[] = [...byClient.entries()].flatMap(([clientId, list]) =>
    (usersByClient.get(clientId) ?? []).map((user) => ({
      to: [user.email],
      template: "upcoming-dates" as const,
      language: "en" as const,
      clientId,
      data: {
        name: user.name,
        clientName: list[0]?.clientName ?? "",
        days: DUE_SOON_DAYS,
        tasks: list.map(({ taskId, dueDate, policyNumber }) => ({ taskId, dueDate, policyNumber })),
        link: portalPageLink(deps.publicOrigin, "home", { clientId }, "en"),
      },
      idempotencyKey: `upcoming-dates:${clientId}:${user.id}:${today}`,
    })),
  );
  return sendBatch(deps, "owner.upcoming-dates-emails", planned);
}

function groupByClient(due: DueTask[]): Map<string, DueTask[]> {
  const byClient = new Map<string, DueTask[]>();
  for (const task of due) byClient.set(task.clientId, [...(byClient.get(task.clientId) ?? []), task]);
  return byClient;
}
