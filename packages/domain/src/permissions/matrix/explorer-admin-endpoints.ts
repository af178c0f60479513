/**
 * Permission-matrix entries for explorer administration (benefits-explorer spec §7 "Explorer pages", plus renew).
 * Reads follow the client (BROKER and BEN_ADMIN on their own clients); writes, by-owner and transfer are staff only.
 * See permission-matrix.ts for how to write one.
 */
import { type PermissionMatrixEntry, signedIn, staffOnly } from "../matrix-callers";

/** No page, association, policy or user has these ids: the matrix's clients are fresh and have no sites. */
const UNKNOWN_PAGE_ID = "00000000-0000-4000-8000-0000000000e1";
const UNKNOWN_ASSOCIATION_ID = "00000000-0000-4000-8000-0000000000e2";
const UNKNOWN_POLICY_ID = "00000000-0000-4000-8000-0000000000e3";
const UNKNOWN_USER_ID = "00000000-0000-4000-8000-0000000000e4";

const ownClient = { tenantScoped: { param: "clientId", otherTenantStatus: 403 } } as const;

/** A site the route's schema accepts; its policy is not the client's, so staff get 400 from the use case. */
const SITE_BODY = {
  name: "Matrix probe benefits",
  startsAt: "2026-01-01",
  planYear: "2026",
  openEnrollmentStart: "2025-11-20",
  openEnrollmentEnd: "2025-12-15",
  employerState: "MA",
  policyIds: [UNKNOWN_POLICY_ID],
  medicalVideo: "NO_VIDEO",
  benefits: [],
};

export const EXPLORER_ADMIN_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: "/api/clients/:clientId/explorer-pages",
    description: "A client's explorer sites, paged (read on the client)",
    expect: signedIn(200),
    ...ownClient,
    query: { limit: "10", sortBy: "name", sortDirection: "asc" },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/explorer-pages/association/:associationId",
    description: "The client's sites of one association (none here: an empty list)",
    expect: signedIn(200),
    ...ownClient,
    params: { associationId: UNKNOWN_ASSOCIATION_ID },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/explorer-pages/documents/benefittypes/:associationId",
    description: "Plan summary documents of an association's sites for some benefit types (none here: empty)",
    expect: signedIn(200),
    ...ownClient,
    params: { associationId: UNKNOWN_ASSOCIATION_ID },
    query: { "benefitTypes[]": "MEDICAL" },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/explorer-pages/:explorerPageId",
    description: "One site of the client (an unknown id is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: { explorerPageId: UNKNOWN_PAGE_ID },
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/explorer-pages",
    description: "Staff: create a site (the probe's policy is not the client's: 400 once allowed)",
    expect: staffOnly(400),
    ...ownClient,
    body: SITE_BODY,
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId/explorer-pages/:explorerPageId",
    description: "Staff: update a site (the probe sends no If-Match: 428 once allowed)",
    expect: staffOnly(428),
    ...ownClient,
    params: { explorerPageId: UNKNOWN_PAGE_ID },
    body: SITE_BODY,
  },
  {
    method: "DELETE",
    path: "/api/clients/:clientId/explorer-pages/:explorerPageId",
    description: "Staff: soft-delete a site (an unknown id is 404 once allowed)",
    expect: staffOnly(404),
    ...ownClient,
    params: { explorerPageId: UNKNOWN_PAGE_ID },
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/explorer-pages/:explorerPageId/renew",
    description: "Staff: renew a site for the next plan year (an unknown id is 404 once allowed)",
    expect: staffOnly(404),
    ...ownClient,
    params: { explorerPageId: UNKNOWN_PAGE_ID },
  },
  {
    method: "GET",
    path: "/api/explorer-pages/by-owner/:pageOwnerId",
    description: "Staff: the sites one user owns, across clients (none here: an empty list)",
    expect: staffOnly(200),
    params: { pageOwnerId: UNKNOWN_USER_ID },
  },
  {
    method: "PUT",
    path: "/api/explorer-pages/transfer/:currentPageOwnerId/:newPageOwnerId",
    description: "Staff: move every site of one owner to an internal user (the probe's owner has none: 0 moved)",
    expect: staffOnly(200),
    targetUser: { param: "newPageOwnerId", field: "id", role: "SLF_ADMIN" },
    params: { currentPageOwnerId: UNKNOWN_USER_ID },
  },
];
