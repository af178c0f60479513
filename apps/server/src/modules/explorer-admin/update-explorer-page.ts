/**
 * PUT /api/clients/:clientId/explorer-pages/:explorerPageId (staff, If-Match): the whole site and its plans, when the
 * version edited is still the current one (else 412). In one transaction: the page (version + 1), its policies and
 * highlighters replaced, its plans kept, added or soft-deleted (save-site-parts.ts), and the audit entry.
 */
import type { ExplorerPageDetail } from "@onboard/domain/explorer/explorer-admin-api";
import { eq } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import { assertVersion } from "../../db/assert-version";
import type { Database } from "../../db/client";
import { explorerPages } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";
import { changedFields, recordAudit } from "../audit/index";
import { auditedPage } from "./audit-fields";
import { checkSiteReferences, parseSiteBody } from "./check-site-body";
import { pageColumnsOf } from "./page-columns";
import { detailOf } from "./page-views";
import { findClientPage } from "./repository";
import { replaceMetadata, replacePlans, replacePolicies } from "./save-site-parts";
import { refuseTakenSlug } from "./unique-slug";

export async function updateExplorerPage(
  db: Database,
  actor: Actor,
  input: { client: { id: string; name: string }; pageId: string; body: unknown; expectedVersion: number },
  now: Date,
): Promise<ExplorerPageDetail> {
  const site = await parseSiteBody(db, input.client.id, input.body);
  return refuseTakenSlug(() =>
    db.transaction(async (tx) => {
      const current = await findClientPage(tx, input.client.id, input.pageId, true);
      if (!current) throw notFound();
      assertVersion(current.version, input.expectedVersion);
      await checkSiteReferences(tx, input.client.id, current.id, site);
      const before = await detailOf(tx, current, now);
      const [page] = await tx
        .update(explorerPages)
        .set({ ...pageColumnsOf(site), clientName: input.client.name, version: current.version + 1, updatedAt: now })
        .where(eq(explorerPages.id, current.id))
        .returning();
      if (!page) throw notFound();
      await replacePolicies(tx, page.id, site.policyIds);
      await replaceMetadata(tx, page.id, site.benefitTypeMetadata);
      await replacePlans(tx, page.id, site.benefits, now);
      const after = await detailOf(tx, page, now);
      await recordAudit(tx, {
        ...auditActor(actor),
        action: "explorer-page.update",
        entity: "ExplorerPage",
        entityId: page.id,
        clientId: page.clientId,
        ...changedFields(auditedPage(before), auditedPage(after)),
      });
      return after;
    }),
  );
}
