/** PUT /api/clients/:clientId/sync (staff): recomputes the phase from the policies and resolves finished policies' errors (rules in the domain's sync-rules.ts). */
import type { ClientDetail } from "@onboard/domain/clients/client-schemas";
import { completedPolicyIds, syncedPhase } from "@onboard/domain/clients/sync-rules";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { clientErrors, policies } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { presentWithBase } from "./get-client";
import { lockClient, updateClientRow } from "./repository";

export async function syncClient(db: Database, actor: Actor, clientId: string, now: Date): Promise<ClientDetail> {
  return db.transaction(async (tx) => {
    const current = await lockClient(tx, clientId);
    if (!current) throw notFound();
    const clientPolicies = await tx
      .select({ id: policies.id, phaseId: policies.phaseId, primaryPolicy: policies.primaryPolicy })
      .from(policies)
      .where(eq(policies.clientId, clientId));
    const phaseId = syncedPhase(clientPolicies, current.phaseId);
    const finished = completedPolicyIds(clientPolicies);
    const resolved =
      finished.length === 0
        ? []
        : await tx
            .update(clientErrors)
            .set({ resolvedAt: now, updatedAt: now })
            .where(
              and(
                eq(clientErrors.clientId, clientId),
                inArray(clientErrors.policyId, finished),
                isNull(clientErrors.resolvedAt),
              ),
            )
            .returning({ id: clientErrors.id, type: clientErrors.type });
    const updated = await updateClientRow(tx, clientId, { phaseId }, now);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "client.sync",
      entity: "Client",
      entityId: clientId,
      clientId,
      before: { phaseId: current.phaseId, errorTypes: current.errorTypes },
      after: { phaseId: updated.phaseId, errorTypes: updated.errorTypes },
      extra: { resolvedErrorIds: resolved.map((error) => error.id) },
    });
    return presentWithBase(tx, updated);
  });
}
