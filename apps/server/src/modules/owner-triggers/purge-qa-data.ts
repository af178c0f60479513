/**
 * POST /api/admin/purge-qa-data: deletes every test client (`is_test`) for good, with everything that hangs off it
 * (policies, plans, tasks, documents' records, user links... by cascade) and its e-mails, in one transaction.
 * Users are kept (they may work on real clients too); the audit trail is kept, with one entry for the purge.
 */
import type { TriggerSummary } from "@onboard/domain/emails/owner-trigger-schemas";
import { eq, inArray } from "drizzle-orm";
import { clients, emails } from "../../db/schema/index";
import { recordAudit } from "../audit/index";
import type { TriggerDeps } from "./trigger-deps";

export async function purgeQaData(deps: TriggerDeps): Promise<TriggerSummary> {
  return deps.db.transaction(async (tx) => {
    const testClients = await tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(eq(clients.isTest, true))
      .for("update");
    const ids = testClients.map((c) => c.id);
    let emailCount = 0;
    if (ids.length > 0) {
      // Another client's add-coverage link to a test client would block nothing (set null), but make it explicit.
      await tx.update(clients).set({ baseClientId: null }).where(inArray(clients.baseClientId, ids));
      emailCount = (await tx.delete(emails).where(inArray(emails.clientId, ids)).returning({ id: emails.id })).length;
      await tx.delete(clients).where(inArray(clients.id, ids));
    }
    await recordAudit(tx, {
      ...deps.actor,
      action: "owner.purge-qa-data",
      entity: "OwnerTrigger",
      entityId: null,
      before: { clients: testClients },
      after: null,
      extra: { clientCount: ids.length, emailCount },
    });
    return { count: ids.length, details: { clients: ids.length, emails: emailCount } };
  });
}
