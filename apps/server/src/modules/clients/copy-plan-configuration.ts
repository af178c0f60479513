/**
 * POST /api/clients/:clientId/plan-configuration (staff): copies the base client's plan configuration (its plans) onto
 * an Add Coverage client, in one transaction. A benefit type the client already has a plan for is left alone, so a
 * second call copies nothing new. Each copy goes under the client's policy that covers its benefit type, if any;
 * the base client's payee contact and QPS classes belong to the base client's records and are not copied.
 */
import { CLIENT_MESSAGES } from "@onboard/domain/clients/client-messages";
import type { PlanConfigurationResult } from "@onboard/domain/clients/client-schemas";
import { eq } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { plans, policies } from "../../db/schema/index";
import { AppError, notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { lockClient, updateClientRow } from "./repository";

export async function copyPlanConfiguration(
  db: Database,
  actor: Actor,
  clientId: string,
  now: Date,
): Promise<PlanConfigurationResult> {
  return db.transaction(async (tx) => {
    const client = await lockClient(tx, clientId);
    if (!client) throw notFound();
    if (!client.baseClientId) throw new AppError("NO_BASE_CLIENT", 409, CLIENT_MESSAGES.noBaseClient);
    const [basePlans, ownPlans, ownPolicies] = await Promise.all([
      tx.select().from(plans).where(eq(plans.clientId, client.baseClientId)),
      tx.select({ benefitType: plans.benefitType }).from(plans).where(eq(plans.clientId, clientId)),
      tx
        .select({ id: policies.id, slfCoverages: policies.slfCoverages })
        .from(policies)
        .where(eq(policies.clientId, clientId)),
    ]);
    const had = new Set(ownPlans.map((plan) => plan.benefitType));
    const toCopy = basePlans.filter((plan) => !had.has(plan.benefitType));
    const skipped = [...new Set(basePlans.filter((plan) => had.has(plan.benefitType)).map((p) => p.benefitType))];
    const copies = toCopy.map(
      ({
        id: _id,
        clientId: _c,
        policyId: _p,
        payeeContactId: _pc,
        qpsClasses: _q,
        version: _v,
        createdAt: _ca,
        updatedAt: _ua,
        ...plan
      }) => ({
        ...plan,
        clientId,
        policyId: ownPolicies.find((policy) => policy.slfCoverages.includes(plan.benefitType))?.id ?? null,
      }),
    );
    const inserted = copies.length === 0 ? [] : await tx.insert(plans).values(copies).returning({ id: plans.id });
    const copiedPlanIds = inserted.map((plan) => plan.id);
    if (copiedPlanIds.length > 0) await updateClientRow(tx, clientId, {}, now);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "client.copy-plan-configuration",
      entity: "Client",
      entityId: clientId,
      clientId,
      before: null,
      after: { baseClientId: client.baseClientId, copiedPlanIds, skippedBenefitTypes: skipped },
    });
    return { copiedPlanIds, skippedBenefitTypes: skipped };
  });
}
