/**
 * Permission-matrix entries for the outside signer (decision 021). See permission-matrix.ts for how to write one.
 * Managing: whoever reads the client's EIF sees the signer; staff and the client's ben admin name, resend and revoke
 * (a broker 403). The token calls answer every caller 401 without the signer's token, whatever their session.
 */
import { type PermissionMatrixEntry, signedIn } from "../matrix-callers";

const CLIENT = { tenantScoped: { param: "clientId", otherTenantStatus: 403 } } as const;
/** A session means nothing to the token calls: 401 for everyone, on any client. */
const TOKEN_ONLY = {
  expect: signedIn(401),
  tenantScoped: { param: "clientId", otherTenantStatus: 401 },
} as const;
const managers = (status: number) => ({
  anonymous: { status: 401 },
  SLF_OWNER: { status },
  SLF_ADMIN: { status },
  BROKER: { status: 403 },
  BEN_ADMIN: { status },
});

export const OUTSIDE_SIGNER_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: "/api/clients/:clientId/outside-signer",
    description: "The client's outside signer and their link's state (null when none is named)",
    expect: signedIn(200),
    ...CLIENT,
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId/outside-signer",
    description: "Name the outside signer and e-mail their link: staff and the ben admin, not a broker",
    expect: managers(200),
    ...CLIENT,
    body: { firstName: "Probe", lastName: "Signer", email: "probe-{unique}@example.com", title: "CFO" },
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/outside-signer/resend",
    description: "A new link for the outside signer (the fresh client has none: 404 once allowed)",
    expect: managers(404),
    ...CLIENT,
    body: { language: "en" },
  },
  {
    method: "DELETE",
    path: "/api/clients/:clientId/outside-signer",
    description: "Revoke the outside signer (the fresh client has none: 404 once allowed)",
    expect: managers(404),
    ...CLIENT,
  },
  {
    method: "GET",
    path: "/api/outside-signer/clients/:clientId/eif",
    description: "The outside signer's review, by their token only",
    ...TOKEN_ONLY,
  },
  {
    method: "POST",
    path: "/api/outside-signer/clients/:clientId/eif-signature",
    description: "The outside signer signs, by their token only",
    ...TOKEN_ONLY,
    body: { fullName: "Permission Probe", consent: true, language: "en", version: 0 },
  },
  {
    method: "GET",
    path: "/api/outside-signer/clients/:clientId/eif-summary",
    description: "The outside signer's summary PDF, by their token only",
    ...TOKEN_ONLY,
  },
];
