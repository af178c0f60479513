/**
 * Permission-matrix entries for the enrollment census (issue 16; onboarding spec §6, §7 "Census"). The client's own
 * ben admins and brokers and the carrier staff read, map, validate, fix and submit (the client's `Document` subject);
 * another tenant's client is 403. The probes name a policy no client has: 404 once allowed. The carrier's census
 * templates' entries are in census-template-endpoints.ts. See permission-matrix.ts for how to write one.
 */
import { type PermissionMatrixEntry, signedIn } from "../matrix-callers";

/** No policy or document has these ids: callers who may reach the client's census get 404, others 403. */
const UNKNOWN_POLICY_ID = "00000000-0000-4000-8000-0000000000c1";
const UNKNOWN_DOCUMENT_ID = "00000000-0000-4000-8000-0000000000c2";
const ownClient = { tenantScoped: { param: "clientId", otherTenantStatus: 403 } } as const;
const BASE = "/api/clients/:clientId/census/:policyId";
const FILE = `${BASE}/files/:documentId`;
const unknownPolicy = { policyId: UNKNOWN_POLICY_ID };
const unknownFile = { ...unknownPolicy, documentId: UNKNOWN_DOCUMENT_ID };

export const CENSUS_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: `${BASE}/files`,
    description: "The policy's census files (read Document of the client; an unknown policy is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: unknownPolicy,
  },
  {
    method: "GET",
    path: `${FILE}/preview`,
    description: "A census file's header, first rows and guessed mapping (an unknown policy is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: unknownFile,
  },
  {
    method: "PUT",
    path: `${FILE}/mapping`,
    description: "Confirm a census file's source and mapping (update Document; an unknown policy is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: unknownFile,
    body: { source: "HRIS", mapping: [{ fieldId: "employeeId" }] },
  },
  {
    method: "GET",
    path: `${FILE}/rows`,
    description: "A census file's rows with problems (an unknown policy is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: unknownFile,
  },
  {
    method: "PUT",
    path: `${FILE}/rows/:rowNumber`,
    description: "Fix cells of a census row (update Document; an unknown policy is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: { ...unknownFile, rowNumber: "2" },
    body: { values: { "0": "E-1" } },
  },
  {
    method: "GET",
    path: `${FILE}/report`,
    description: "A census file's validation report as XLSX (an unknown policy is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: unknownFile,
  },
  {
    method: "GET",
    path: `${BASE}/validate`,
    description: "Start or report the census validation (update Document; an unknown policy is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: unknownPolicy,
  },
  {
    method: "PUT",
    path: `${BASE}/validate-submit`,
    description: "Validate and submit the census (update Document; an unknown policy is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: unknownPolicy,
  },
  {
    method: "POST",
    path: `${BASE}/submit`,
    description: "Submit a validated census (update Document; an unknown policy is 404 once allowed)",
    expect: signedIn(404),
    ...ownClient,
    params: unknownPolicy,
    body: { documentId: UNKNOWN_DOCUMENT_ID },
  },
];
