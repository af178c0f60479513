/**
 * POST .../explorer-pages/:explorerPageId/renew (staff): next plan year's site made from this one (the domain's
 * renewExplorerSite decides what changes), with its plans, policies and highlighters copied and the same association,
 * so the plan summary documents carry over. The current site then points to the copy (newExplorerPageId). A site
 * already renewed (its newer site not deleted) is refused with 409.
 */
import type { RenewExplorerPageResponse } from "@onboard/domain/explorer/explorer-admin-api";
import { renewExplorerSite } from "@onboard/domain/explorer/explorer-renewal";
import { and, eq, isNull } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/executor";
import { explorerBenefitTypeMetadata, explorerPages } from "../../db/schema/index";
import { AppError, notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { auditedPage } from "./audit-fields";
import { EXPLORER_ADMIN_MESSAGES } from "./messages";
import { instantOf } from "./page-columns";
import { detailOf } from "./page-views";
import { findClientPage, listMetadata, listPlansOf, listPolicyIds, type PageRow } from "./repository";
import { copyPlans, replacePolicies } from "./save-site-parts";

async function isRenewed(tx: DbExecutor, page: PageRow): Promise<boolean> {
  if (page.newExplorerPageId === null) return false;
  const [newer] = await tx
    .select({ id: explorerPages.id })
    .from(explorerPages)
    .where(and(eq(explorerPages.id, page.newExplorerPageId), isNull(explorerPages.deletedAt)));
  return newer !== undefined;
}

export async function renewExplorerPage(
  db: Database,
  actor: Actor,
  input: { client: { id: string; name: string }; pageId: string },
  now: Date,
): Promise<RenewExplorerPageResponse> {
  return db.transaction(async (tx) => {
    const current = await findClientPage(tx, input.client.id, input.pageId, true);
    if (!current) throw notFound();
    if (await isRenewed(tx, current)) throw new AppError("CONFLICT", 409, EXPLORER_ADMIN_MESSAGES.alreadyRenewed);
    const plans = await listPlansOf(tx, [current.id]);
    const policyIds = await listPolicyIds(tx, current.id);
    const metadata = await listMetadata(tx, current.id);
    const { fields, changes } = renewExplorerSite({
      ...current,
      startsAt: current.startsAt.toISOString(),
      expiresAt: current.expiresAt?.toISOString() ?? null,
      benefits: plans,
    });
    const {
      id: _id,
      version: _v,
      createdAt: _c,
      updatedAt: _u,
      deletedAt: _d,
      newExplorerPageId: _n,
      ...copy
    } = current;
    const [renewed] = await tx
      .insert(explorerPages)
      .values({
        ...copy,
        ...fields,
        startsAt: instantOf(fields.startsAt),
        expiresAt: fields.expiresAt === null ? null : instantOf(fields.expiresAt),
        clientName: input.client.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!renewed) throw new Error("explorer page insert returned no row");
    await replacePolicies(tx, renewed.id, policyIds);
    if (metadata.length > 0) {
      await tx.insert(explorerBenefitTypeMetadata).values(metadata.map((m) => ({ ...m, explorerPageId: renewed.id })));
    }
    const copiedPlans = await copyPlans(tx, current.id, renewed.id);
    await tx
      .update(explorerPages)
      .set({ newExplorerPageId: renewed.id, version: current.version + 1, updatedAt: now })
      .where(eq(explorerPages.id, current.id));
    const detail = await detailOf(tx, renewed, now);
    const audited = auditActor(actor);
    await recordAudit(tx, {
      ...audited,
      action: "explorer-page.renew",
      entity: "ExplorerPage",
      entityId: renewed.id,
      clientId: renewed.clientId,
      before: null,
      after: auditedPage(detail),
      extra: { previousExplorerPageId: current.id, renewalChanges: changes },
    });
    await recordAudit(tx, {
      ...audited,
      action: "explorer-page.renewed",
      entity: "ExplorerPage",
      entityId: current.id,
      clientId: current.clientId,
      before: { newExplorerPageId: current.newExplorerPageId, version: current.version },
      after: { newExplorerPageId: renewed.id, version: current.version + 1 },
    });
    return {
      explorerPage: detail,
      previousExplorerPageId: current.id,
      renewalChanges: changes,
      copied: { plans: copiedPlans, policies: policyIds.length, benefitTypeMetadata: metadata.length },
    };
  });
}
