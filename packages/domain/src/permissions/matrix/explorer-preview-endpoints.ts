/**
 * Permission-matrix entries for the staff previews of explorer pages (benefits-explorer spec §2 "Internal previews"):
 * internal-area access only, so BROKER and BEN_ADMIN are 403 on their own clients and on another tenant's alike.
 * See permission-matrix.ts for how to write one.
 */
import { type PermissionMatrixEntry, staffOnly } from "../matrix-callers";

/** No page or document has these ids: the matrix's clients are fresh and have no sites, so staff get 404. */
const UNKNOWN_PAGE_ID = "00000000-0000-4000-8000-0000000000f1";
const UNKNOWN_DOCUMENT_ID = "00000000-0000-4000-8000-0000000000f2";

const anyClient = { tenantScoped: { param: "clientId", otherTenantStatus: 403 } } as const;

export const EXPLORER_PREVIEW_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: "/api/clients/:clientId/explorer-pages/:explorerPageId/preview",
    description: "Staff: preview one of the client's sites in any state (an unknown page is 404 once allowed)",
    expect: staffOnly(404),
    ...anyClient,
    params: { explorerPageId: UNKNOWN_PAGE_ID },
    query: { demoEnrollmentStatus: "active" },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/explorer-pages/:explorerPageId/preview/documents/:documentId",
    description: "Staff: a document a site preview links to (an unknown page is 404 once allowed)",
    expect: staffOnly(404),
    ...anyClient,
    params: { explorerPageId: UNKNOWN_PAGE_ID, documentId: UNKNOWN_DOCUMENT_ID },
  },
];
