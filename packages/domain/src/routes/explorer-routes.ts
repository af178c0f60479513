/** Registry entries for the public benefits explorer and its internal previews (benefits-explorer spec §2). */
import { INTERNAL_AREA_ACCESS, type RouteDefinition } from "./route-definition";

/**
 * The spec names the internal previews but does not show their paths. We put them under the
 * site's edit route, so a preview always belongs to one client and one page:
 *   .../benefits-explorer/:explorerPageId/preview                          -> index preview
 *   .../benefits-explorer/:explorerPageId/preview/page                     -> page preview
 *   .../benefits-explorer/:explorerPageId/preview/personal-benefits-plan   -> personal plan preview
 */
const PREVIEW_BASE = "/clients/admin/:clientId/manage/benefits-explorer/:explorerPageId/preview";

export const EXPLORER_ROUTES = {
  benefitsExplorerIndex: {
    name: "benefitsExplorerIndex",
    path: "/benefits-explorer",
    friendlyName: "Benefits Explorer",
    viewType: "explorer",
    auth: "optional",
    domain: "explorer",
    help: { labels: ["benefits explorer"] },
    explorerHostPath: "/",
  },
  benefitsExplorer: {
    name: "benefitsExplorer",
    path: "/benefits-explorer/:explorerPageId",
    friendlyName: "Benefits Explorer",
    viewType: "explorer",
    auth: "optional",
    domain: "explorer",
    help: { labels: ["benefits explorer", "plans"] },
    explorerHostPath: "/:explorerPageId",
  },
  personalBenefitsPlan: {
    name: "personalBenefitsPlan",
    path: "/benefits-explorer/:explorerPageId/personal-benefits-plan",
    friendlyName: "Personal Benefits Plan",
    viewType: "explorer",
    auth: "optional",
    domain: "explorer",
    help: { labels: ["benefits explorer", "personal benefits plan", "saved plans"] },
    explorerHostPath: "/:explorerPageId/personal-benefits-plan",
  },
  benefitsExplorerIndexInternal: {
    name: "benefitsExplorerIndexInternal",
    path: PREVIEW_BASE,
    friendlyName: "Benefits Explorer Preview",
    viewType: "explorer",
    auth: "required",
    domain: "explorer",
    help: { labels: ["benefits explorer", "preview"] },
    access: INTERNAL_AREA_ACCESS,
  },
  benefitsExplorerInternal: {
    name: "benefitsExplorerInternal",
    path: `${PREVIEW_BASE}/page`,
    friendlyName: "Benefits Explorer Preview",
    viewType: "explorer",
    auth: "required",
    domain: "explorer",
    help: { labels: ["benefits explorer", "preview", "plans"] },
    access: INTERNAL_AREA_ACCESS,
  },
  personalBenefitsPlanInternal: {
    name: "personalBenefitsPlanInternal",
    path: `${PREVIEW_BASE}/personal-benefits-plan`,
    friendlyName: "Personal Benefits Plan Preview",
    viewType: "explorer",
    auth: "required",
    domain: "explorer",
    help: { labels: ["benefits explorer", "preview", "personal benefits plan"] },
    access: INTERNAL_AREA_ACCESS,
  },
} as const satisfies Record<string, RouteDefinition>;
