/** The callers of the permission matrix, the shape of an entry, and shorthands for common status sets. */
import type { CarrierRole } from "../users/roles";
import { CARRIER_ROLES } from "../users/roles";

export const MATRIX_CALLERS = ["anonymous", ...CARRIER_ROLES] as const;
export type MatrixCaller = "anonymous" | CarrierRole;

export type MatrixMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** clientId: a client the user is linked to; userId: the user's own broker or ben-admin record. */
export type TenantParam = "clientId" | "userId";

export interface PermissionMatrixEntry {
  method: MatrixMethod;
  /** Fastify route syntax, e.g. /api/users/authenticated or /api/clients/:clientId. */
  path: string;
  description: string;
  expect: Record<MatrixCaller, { status: number }>;
  tenantScoped?: { param: TenantParam; otherTenantStatus: number };
  /**
   * A :param the test fills with an existing user's id or e-mail: another tenant's user, a BROKER (a BEN_ADMIN for a
   * BEN_ADMIN caller) unless `role` says which role the target must have.
   */
  targetUser?: { param: string; field: "id" | "email"; role?: CarrierRole };
  /** Values for the path's other :params (not the tenant one). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** `{unique}` inside a string of the body becomes a fresh value per request (e.g. a new user's e-mail). */
  body?: unknown;
  /**
   * The caller is identified by the body itself (a password, a sign-in state token, a one-time link token), so a body
   * that is not valid is refused as invalid (400) before anyone can be known. Everywhere else, a caller without rights
   * is refused (401, 403, or 404 for another tenant's id) before the body is validated.
   */
  callerInBody?: true;
}

function statuses(byCaller: Record<MatrixCaller, number>): Record<MatrixCaller, { status: number }> {
  return Object.fromEntries(MATRIX_CALLERS.map((caller) => [caller, { status: byCaller[caller] }])) as Record<
    MatrixCaller,
    { status: number }
  >;
}

/** Public: every caller, signed in or not, gets `status`. */
export function everyone(status: number): Record<MatrixCaller, { status: number }> {
  return statuses({ anonymous: status, SLF_OWNER: status, SLF_ADMIN: status, BROKER: status, BEN_ADMIN: status });
}

/** Any session: anonymous 401, every role `status`. */
export function signedIn(status: number): Record<MatrixCaller, { status: number }> {
  return statuses({ anonymous: 401, SLF_OWNER: status, SLF_ADMIN: status, BROKER: status, BEN_ADMIN: status });
}

/** Carrier staff only: anonymous 401, BROKER and BEN_ADMIN 403. */
export function staffOnly(status: number): Record<MatrixCaller, { status: number }> {
  return statuses({ anonymous: 401, SLF_OWNER: status, SLF_ADMIN: status, BROKER: 403, BEN_ADMIN: 403 });
}

/** SLF_OWNER only: anonymous 401, everyone else 403. */
export function ownerOnly(status: number): Record<MatrixCaller, { status: number }> {
  return statuses({ anonymous: 401, SLF_OWNER: status, SLF_ADMIN: 403, BROKER: 403, BEN_ADMIN: 403 });
}
