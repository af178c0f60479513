/**
 * Permission-matrix entries for the explorer's medical video (benefits-explorer spec §7: the vidyard upload and
 * delete). Staff only, on any client. See permission-matrix.ts for how to write one.
 */
import { type PermissionMatrixEntry, staffOnly } from "../matrix-callers";

/** No stored video has this id: staff get 404. */
const UNKNOWN_VIDEO_ID = "00000000-0000-4000-8000-0000000000f1";
const ownClient = { tenantScoped: { param: "clientId", otherTenantStatus: 403 } } as const;

export const EXPLORER_VIDEO_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "POST",
    path: "/api/clients/:clientId/documents/vidyard/upload",
    description: "Staff: upload a site's medical video. The matrix sends no multipart body: 415 once allowed",
    expect: staffOnly(415),
    ...ownClient,
  },
  {
    method: "DELETE",
    path: "/api/clients/:clientId/documents/vidyard/delete/:vidyardId",
    description: "Staff: delete a medical video (an unknown id is 404 once allowed)",
    expect: staffOnly(404),
    ...ownClient,
    params: { vidyardId: UNKNOWN_VIDEO_ID },
  },
];
