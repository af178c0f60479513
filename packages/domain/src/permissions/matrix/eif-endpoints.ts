/** Permission-matrix entries for the EIF draft and locations (onboarding spec §6, §7). See permission-matrix.ts for how to write one. */
import { type PermissionMatrixEntry, signedIn, staffOnly } from "../matrix-callers";

/** The client's own EIF: staff any client, a broker or ben admin their own; another tenant's client is 403. */
const EIF = { tenantScoped: { param: "clientId", otherTenantStatus: 403 } } as const;
const PROBE_LOCATION = {
  name: "Permission matrix probe",
  address1: "1 Probe Way",
  city: "Boston",
  state: "MA",
  zipCode: "02110",
  locationType: "BRANCH",
};

export const EIF_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: "/api/clients/:clientId/draft",
    description: "The EIF as a step loads it: answers, version, policies, plans, locations, counts, outline",
    expect: signedIn(200),
    ...EIF,
  },
  {
    method: "PATCH",
    path: "/api/clients/:clientId/draft",
    description: "Save part of the EIF's answers (version 0 before the first save)",
    expect: signedIn(200),
    ...EIF,
    body: { answers: { legalName: "Permission matrix probe" }, version: 0 },
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/eif-signature",
    description:
      "Sign the EIF: only the client's signer (its ben admin while none is named), so staff and brokers 403; the probe client misses answers: 400",
    expect: {
      anonymous: { status: 401 },
      SLF_OWNER: { status: 403 },
      SLF_ADMIN: { status: 403 },
      BROKER: { status: 403 },
      BEN_ADMIN: { status: 400 },
    },
    ...EIF,
    body: { fullName: "Permission Probe", consent: true, language: "en", version: 0 },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/eif-changes",
    description: "The EIF's mode, edit state and net changes since the last signature",
    expect: signedIn(200),
    ...EIF,
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/eif-changes/ready-for-review",
    description: "Send the changes made after signing for review (the probe client is not signed: 409)",
    expect: signedIn(409),
    ...EIF,
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/eif-changes/review",
    description: "Staff: accept or decline changes made after signing (the probe client is not signed: 409)",
    expect: staffOnly(409),
    ...EIF,
    body: { accept: ["00000000-0000-4000-8000-000000000001"] },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/change-log/deif-changes",
    description: "The change log of the EIF's changes after signing",
    expect: signedIn(200),
    ...EIF,
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/eif-summary",
    description: "Download the EIF summary as a PDF (dates and times in ?tz=, default America/New_York)",
    expect: signedIn(200),
    ...EIF,
    query: { tz: "America/Los_Angeles" },
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/locations",
    description: "Add a location",
    expect: signedIn(201),
    ...EIF,
    body: PROBE_LOCATION,
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId/locations/:locationId",
    description: "Edit a location (the fresh client has none: 404 once allowed)",
    expect: signedIn(404),
    ...EIF,
    params: { locationId: "00000000-0000-4000-8000-000000000001" },
    body: { ...PROBE_LOCATION, version: 1 },
  },
];
