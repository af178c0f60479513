/**
 * POST /api/clients/:clientId/explorer-pages (staff): a new site with its plans, policies and highlighters, in one
 * transaction with its audit entry. The body is checked again with the client's comparison toggles and against the
 * database (check-site-body.ts).
 */
import type { ExplorerPageDetail } from "@onboard/domain/explorer/explorer-admin-api";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { explorerPages } from "../../db/schema/index";
import { recordAudit } from "../audit/index";
import { auditedPage } from "./audit-fields";
import { checkSiteReferences, parseSiteBody } from "./check-site-body";
import { pageColumnsOf } from "./page-columns";
import { detailOf } from "./page-views";
import { replaceMetadata, replacePlans, replacePolicies } from "./save-site-parts";
import { refuseTakenSlug } from "./unique-slug";

export async function createExplorerPage(
  db: Database,
  actor: Actor,
  input: { client: { id: string; name: string }; body: unknown },
  now: Date,
): Promise<ExplorerPageDetail> {
  const site = await parseSiteBody(db, input.client.id, input.body);
  return refuseTakenSlug(() =>
    db.transaction(async (tx) => {
      await checkSiteReferences(tx, input.client.id, null, site);
      const [page] = await tx
        .insert(explorerPages)
        .values({ ...pageColumnsOf(site), clientId: input.client.id, clientName: input.client.name, updatedAt: now })
        .returning();
      if (!page) throw new Error("explorer page insert returned no row");
      await replacePolicies(tx, page.id, site.policyIds);
      await replaceMetadata(tx, page.id, site.benefitTypeMetadata);
      await replacePlans(tx, page.id, site.benefits, now);
      const detail = await detailOf(tx, page, now);
      await recordAudit(tx, {
        ...auditActor(actor),
        action: "explorer-page.create",
        entity: "ExplorerPage",
        entityId: page.id,
        clientId: page.clientId,
        before: null,
        after: auditedPage(detail),
      });
      return detail;
    }),
  );
}
