/**
 * Who may call a route, for its OpenAPI `security`. The permission matrix (packages/domain, checked against every
 * /api route by permission-matrix.test.ts) says what an anonymous caller gets: a route that answers them 401 needs a
 * session, unless the caller is identified by the body itself (sign-in, a one-time link's token). The outside
 * signer's calls take their link's bearer token instead (decision 021). Writes also need the CSRF header, except the
 * e-sign webhook, which the service signs with HMAC instead (decision 024).
 */
import { ESIGN_WEBHOOK_PATH } from "@onboard/domain/onboarding-forms/esign-webhook-path";
import { OUTSIDE_SIGNER_API_PREFIX } from "@onboard/domain/outside-signer/token-policy";
import { PERMISSION_MATRIX } from "@onboard/domain/permissions/permission-matrix";

export type RouteAccess = "public" | "session" | "outsideSignerToken" | "esignSignature";

/** The names of the document's security schemes (components.securitySchemes). */
export const SECURITY_SCHEMES = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: "onboard_session",
    description: "The session cookie (__Host-onboard_session over https)",
  },
  csrf: {
    type: "apiKey",
    in: "header",
    name: "x-csrf-token",
    description: "The token of GET /api/csrf-token, with the onboard_csrf cookie that call sets; every write needs it",
  },
  outsideSignerToken: { type: "http", scheme: "bearer", description: "The outside signer's link token" },
  esignSignature: {
    type: "apiKey",
    in: "header",
    name: "x-esign-signature",
    description:
      "sha256=<the HMAC-SHA256 hex of the x-esign-timestamp, a dot and the body>, with the webhook secret; no CSRF header",
  },
} as const;

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const matrix = new Map(PERMISSION_MATRIX.map((entry) => [`${entry.method} ${entry.path}`, entry]));

export const isWrite = (method: string) => WRITES.has(method.toUpperCase());

export function routeAccess(method: string, url: string): RouteAccess {
  if (url.startsWith(`${OUTSIDE_SIGNER_API_PREFIX}/`)) return "outsideSignerToken";
  if (url === ESIGN_WEBHOOK_PATH) return "esignSignature";
  const verb = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  const entry = matrix.get(`${verb} ${url}`);
  // Not in the matrix (its test fails then): documented as needing a session, the safe assumption.
  if (!entry) return "session";
  return entry.expect.anonymous.status !== 401 || entry.callerInBody ? "public" : "session";
}

/** The operation's `security`: what it needs, all at once ([] when nothing). */
export function securityOf(method: string, access: RouteAccess): Record<string, string[]>[] {
  const needs: Record<string, string[]> = {};
  if (access !== "public") needs[access] = [];
  if (isWrite(method) && access !== "esignSignature") needs.csrf = [];
  return Object.keys(needs).length === 0 ? [] : [needs];
}
