/** Permission-matrix entries for the public benefits explorer (benefits-explorer spec §7 "Explorer pages"). See permission-matrix.ts for how to write one. */
import { everyone, type PermissionMatrixEntry } from "../matrix-callers";

/** No page has this id: the matrix uses fresh records, so the public page answers 404 alike for every caller. */
const UNKNOWN_EXPLORER_PAGE_ID = "00000000-0000-4000-8000-0000000000b1";

export const EXPLORER_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: "/api/explorer-pages/:id",
    description: "The public explorer page by id or vanity slug (no session; the same for every caller)",
    expect: everyone(404),
    params: { id: UNKNOWN_EXPLORER_PAGE_ID },
    query: { demoEnrollmentStatus: "pre" },
  },
];
