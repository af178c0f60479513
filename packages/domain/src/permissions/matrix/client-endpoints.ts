/**
 * Permission-matrix entries for clients and their sub-resources (onboarding spec §7 "Clients and sub-resources"). See
 * permission-matrix.ts for how to write one. Another tenant's client is always 403 for BROKER and BEN_ADMIN: the
 * ability refuses the id before any look-up, so the answer never says whether the client exists.
 */
import { type PermissionMatrixEntry, signedIn, staffOnly } from "../matrix-callers";

const ownClient = { param: "clientId", otherTenantStatus: 403 } as const;

export const CLIENT_ENDPOINTS: readonly PermissionMatrixEntry[] = [
  {
    method: "GET",
    path: "/api/clients",
    description: "Clients, paged (staff: all; brokers and ben admins: their own)",
    expect: signedIn(200),
    query: { limit: "25", offset: "0" },
  },
  {
    method: "POST",
    path: "/api/clients",
    description: "Staff: create a client",
    expect: staffOnly(201),
    body: { name: "Matrix Probe Inc.", caseId: "MATRIX-1" },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId",
    description: "One client",
    expect: signedIn(200),
    tenantScoped: ownClient,
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId",
    description: "Update a client (brokers and ben admins: only the fields their ability allows)",
    expect: signedIn(200),
    tenantScoped: ownClient,
    body: { employeesNumber: 42, version: 1 },
  },
  {
    method: "DELETE",
    path: "/api/clients/:clientId",
    description: "Staff: soft-delete a client",
    expect: staffOnly(204),
    tenantScoped: ownClient,
  },
  {
    method: "PUT",
    path: "/api/clients/:clientId/sync",
    description: "Staff: recompute the client's phase and errors from its policies",
    expect: staffOnly(200),
    tenantScoped: ownClient,
  },
  {
    method: "GET",
    path: "/api/clients/ticket/:ticketId/info",
    description: "Staff: which client carries a ticket",
    expect: staffOnly(200),
    params: { ticketId: "ONB-MATRIX" },
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/base-client",
    description: "Staff: link or unlink the base client",
    expect: staffOnly(200),
    tenantScoped: ownClient,
    body: { baseClientId: null },
  },
  {
    // A fresh client has no base client, so staff reach the use case and get its 409.
    method: "POST",
    path: "/api/clients/:clientId/plan-configuration",
    description: "Staff: copy the base client's plan configuration",
    expect: staffOnly(409),
    tenantScoped: ownClient,
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/undo-ic-edits",
    description: "Staff: undo implementation consultant edits",
    expect: staffOnly(200),
    tenantScoped: ownClient,
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/activation-emails",
    description: "Staff: activation e-mails to the client's users not yet activated",
    expect: staffOnly(200),
    tenantScoped: ownClient,
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/setup",
    description: "Staff: the client's setup steps",
    expect: staffOnly(200),
    tenantScoped: ownClient,
  },
  {
    method: "POST",
    path: "/api/clients/:clientId/setup-steps/:stepId",
    description: "Staff: complete a setup step",
    expect: staffOnly(200),
    tenantScoped: ownClient,
    params: { stepId: "update-tracker" },
    body: { ticketId: "ONB-MATRIX" },
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/audit-log",
    description: "Staff: the client's audit trail",
    expect: staffOnly(200),
    tenantScoped: ownClient,
  },
  {
    method: "GET",
    path: "/api/clients/:clientId/audit-log/export",
    description: "Staff: the client's audit trail as CSV",
    expect: staffOnly(200),
    tenantScoped: ownClient,
  },
];
