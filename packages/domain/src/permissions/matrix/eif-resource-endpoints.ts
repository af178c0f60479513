/** Permission-matrix entries for the EIF's list calls (onboarding spec §6, §7). See permission-matrix.ts for how to write one. */
import { type MatrixCaller, type PermissionMatrixEntry, signedIn } from "../matrix-callers";

/** The client's EIF: its BROKER and BEN_ADMIN and carrier staff; another tenant's client is 403. */
const EIF = { tenantScoped: { param: "clientId", otherTenantStatus: 403 } } as const;

/** An id no record has: the matrix's fresh client has no contacts, bills, plans, subsidiaries or mailing locations. */
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Allowed callers get `status`, which is a validation answer (400) or a missing record's (404), not a refusal. */
const allowedThen = (status: number): Record<MatrixCaller, { status: number }> => signedIn(status);

const CONTACT = { firstName: "Matrix", lastName: "Probe", access: ["claims"], version: 1 };

export const EIF_RESOURCE_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: "/api/clients/:clientId/contacts",
    description: "The client's contacts",
    expect: signedIn(200),
    ...EIF,
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/contacts",
    description: "Add a contact (a contact needs no location)",
    expect: signedIn(201),
    ...EIF,
    body: CONTACT,
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId/contacts/:contactId",
    description: "Replace a contact (the fresh client has none: 404 once allowed)",
    expect: allowedThen(404),
    ...EIF,
    params: { contactId: UNKNOWN_ID },
    body: CONTACT,
  },
  {
    method: "DELETE",
    path: "/api/clients/:clientId/contacts/:contactId",
    description: "Delete a contact (the fresh client has none: 404 once allowed)",
    expect: allowedThen(404),
    ...EIF,
    params: { contactId: UNKNOWN_ID },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/bills",
    description: "The client's bills and the deleted ones",
    expect: signedIn(200),
    ...EIF,
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId/bills/bulk",
    description: "Create and update bills (the fresh client has no policies, so billing preferences do not apply: 400)",
    expect: allowedThen(400),
    ...EIF,
    body: { bills: [{ name: "Matrix bill" }] },
  },
  {
    method: "DELETE",
    path: "/api/clients/:clientId/bills/bulk",
    description: "Delete bills (billing preferences do not apply to the fresh client: 400)",
    expect: allowedThen(400),
    ...EIF,
    body: { ids: [UNKNOWN_ID] },
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId/plans",
    description:
      "Answer questions on the client's plans (the fresh client has none: body.plans.0.id is 400 once allowed)",
    expect: allowedThen(400),
    ...EIF,
    body: { plans: [{ id: UNKNOWN_ID, version: 1, carrierName: "Matrix carrier" }] },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/monthly-claims-report-mailing-location",
    description: "Monthly claims report mailing locations: the list",
    expect: signedIn(200),
    ...EIF,
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/monthly-claims-report-mailing-location",
    description:
      "Monthly claims report mailing locations: add one (it names a location, and the fresh client has none: 400 once allowed)",
    expect: allowedThen(400),
    ...EIF,
    body: { locationId: UNKNOWN_ID },
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId/monthly-claims-report-mailing-location/:mailingLocationId",
    description: "Monthly claims report mailing locations: change one (the fresh client has none: 404 once allowed)",
    expect: allowedThen(404),
    ...EIF,
    params: { mailingLocationId: UNKNOWN_ID },
    body: { locationId: UNKNOWN_ID },
  },
  {
    method: "DELETE",
    path: "/api/clients/:clientId/monthly-claims-report-mailing-location/:mailingLocationId",
    description: "Monthly claims report mailing locations: remove one (the fresh client has none: 404 once allowed)",
    expect: allowedThen(404),
    ...EIF,
    params: { mailingLocationId: UNKNOWN_ID },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/subsidiary",
    description: "Subsidiaries: the list",
    expect: signedIn(200),
    ...EIF,
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/subsidiary",
    description: "Subsidiaries: add one (it names a location, and the fresh client has none: 400 once allowed)",
    expect: allowedThen(400),
    ...EIF,
    body: { locationId: UNKNOWN_ID },
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId/subsidiary/:subsidiaryId",
    description: "Subsidiaries: change one (the fresh client has none: 404 once allowed)",
    expect: allowedThen(404),
    ...EIF,
    params: { subsidiaryId: UNKNOWN_ID },
    body: { locationId: UNKNOWN_ID },
  },
  {
    method: "DELETE",
    path: "/api/clients/:clientId/subsidiary/:subsidiaryId",
    description: "Subsidiaries: remove one (the fresh client has none: 404 once allowed)",
    expect: allowedThen(404),
    ...EIF,
    params: { subsidiaryId: UNKNOWN_ID },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/additional-compensations",
    description: "Compensation counted as insured earnings, client-wide and per class",
    expect: signedIn(200),
    ...EIF,
  },
  {
    method: "GET",
    path: "/api/ben-admin-platforms",
    description: "The active ben admin platforms (reference data: any signed-in user)",
    expect: signedIn(200),
  },
];
