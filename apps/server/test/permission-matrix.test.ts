/** The role × endpoint matrix of packages/domain, run against the real app: every entry, every caller, and IDOR. */
import { randomBytes } from "node:crypto";
import {
  MATRIX_CALLERS,
  type MatrixCaller,
  PERMISSION_MATRIX,
  type PermissionMatrixEntry,
} from "@onboard/domain/permissions/permission-matrix";
import type { CarrierRole } from "@onboard/domain/users/roles";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient, buildUser } from "./factories/index";
import { createSessionFor } from "./sessions";
import { buildTestApp, csrfHeaders, type TestApp } from "./test-app";

/** Routes that are not API endpoints of ours: the OpenAPI documentation. */
const NOT_IN_MATRIX = [/^\/api\/docs(\/|$)/];

interface TenantIds {
  clientId: string;
  userId: string;
}

/** An existing user a staff endpoint acts on (`targetUser`). */
interface TargetUser {
  id: string;
  email: string;
}

/**
 * The URL of one matrix request: the tenant's id in `:param` (or `?param=`), the target user in its `:param`, the
 * entry's other params and query.
 */
function matrixUrl(entry: PermissionMatrixEntry, ids: TenantIds, target?: TargetUser): string {
  const query = new URLSearchParams(entry.query);
  const values: Record<string, string> = { ...entry.params };
  if (entry.targetUser && target) values[entry.targetUser.param] = target[entry.targetUser.field];
  const tenant = entry.tenantScoped?.param;
  if (tenant && entry.path.includes(`:${tenant}`)) values[tenant] = ids[tenant];
  else if (tenant) query.set(tenant, ids[tenant]);
  const path = entry.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${entry.method} ${entry.path}: give a value for :${name} in params`);
    return encodeURIComponent(value);
  });
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** One caller with fresh records: their own tenant and another tenant (a client and a user of each). */
async function arrange(t: TestApp, caller: MatrixCaller, targetRole?: CarrierRole) {
  const db = t.database.db;
  const ownClient = await buildClient(db);
  const otherClient = await buildClient(db);
  const otherRole = targetRole ?? (caller === "BEN_ADMIN" ? "BEN_ADMIN" : "BROKER");
  const otherUser = await buildUser(db, { role: otherRole, clientIds: [otherClient.id] });
  const session =
    caller === "anonymous" ? null : await createSessionFor(db, { role: caller, clientIds: [ownClient.id] });
  return {
    cookie: session?.cookie,
    own: { clientId: ownClient.id, userId: session?.user.id ?? otherUser.id },
    other: { clientId: otherClient.id, userId: otherUser.id },
    target: { id: otherUser.id, email: otherUser.email },
  };
}

/**
 * A caller without rights is refused whatever the body says: signed out (401) or not allowed (403) on their own
 * tenant, and 403 or 404 on another tenant's id, all before any validation. (An allowed caller's 404 for a record
 * the body names comes after validation, since the body must be read to look it up.)
 */
const REFUSALS = new Set([401, 403]);
const OTHER_TENANT_REFUSALS = new Set([403, 404]);

/**
 * The entry's body made invalid twice over: its first field holds a value of no schema's type, and a key no schema
 * knows is added. A caller without rights must get the same refusal as with the valid body, never the 400.
 */
function invalidBodyOf(entry: PermissionMatrixEntry): PermissionMatrixEntry {
  const body = entry.body && typeof entry.body === "object" && !Array.isArray(entry.body) ? entry.body : {};
  const [firstKey] = Object.keys(body);
  return {
    ...entry,
    body: { ...body, ...(firstKey ? { [firstKey]: [null, { "\u0000": -1 }] } : {}), notAFieldOfAnySchema: "\u0007" },
  };
}

async function send(app: FastifyInstance, entry: PermissionMatrixEntry, url: string, sessionCookie?: string) {
  const headers: Record<string, string> = {};
  const cookies = sessionCookie ? [sessionCookie] : [];
  if (entry.method !== "GET") {
    const csrf = await csrfHeaders(app);
    headers["x-csrf-token"] = csrf["x-csrf-token"] ?? "";
    if (csrf.cookie) cookies.push(csrf.cookie);
  }
  if (cookies.length > 0) headers.cookie = cookies.join("; ");
  // A body that must not repeat (a new user's e-mail) says where with `{unique}`.
  const unique = randomBytes(6).toString("hex");
  const payload =
    entry.body === undefined ? undefined : JSON.parse(JSON.stringify(entry.body).replaceAll("{unique}", unique));
  const body = payload === undefined ? {} : { payload: payload as string | object };
  return app.inject({ method: entry.method, url, headers, ...body });
}

/** Every method + path the app serves, read from Fastify's route tree. */
function registeredRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? "") + (match[2] ?? "");
    stack[depth] = path;
    for (const method of match[3]?.split(", ") ?? []) found.push(`${method} ${path}`);
  }
  return found;
}

let t: TestApp;
beforeAll(async () => {
  // Hundreds of requests from one address: the global per-address limit (tested in http-shell.test.ts) is raised.
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: "100000" } });
});
afterAll(() => t.close());

describe.each(PERMISSION_MATRIX.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
  "%s",
  (_n, entry) => {
    it.each(MATRIX_CALLERS)("answers %s as the matrix says", async (caller) => {
      const { cookie, own, target } = await arrange(t, caller, entry.targetUser?.role);
      const response = await send(t.app, entry, matrixUrl(entry, own, target), cookie);
      expect(response.statusCode, response.body).toBe(entry.expect[caller].status);
    });

    if (entry.body !== undefined && !entry.callerInBody) {
      const refused = MATRIX_CALLERS.filter((caller) => REFUSALS.has(entry.expect[caller].status));
      if (refused.length > 0) {
        it.each(refused)("refuses %s before validating an invalid body", async (caller) => {
          const { cookie, own, target } = await arrange(t, caller, entry.targetUser?.role);
          const response = await send(t.app, invalidBodyOf(entry), matrixUrl(entry, own, target), cookie);
          expect(response.statusCode, response.body).toBe(entry.expect[caller].status);
        });
      }
      const scope = entry.tenantScoped;
      if (scope && OTHER_TENANT_REFUSALS.has(scope.otherTenantStatus)) {
        it.each(["BROKER", "BEN_ADMIN"] as const)(
          "refuses %s an invalid body on another tenant's id, before validating it",
          async (caller) => {
            const { cookie, other, target } = await arrange(t, caller, entry.targetUser?.role);
            const response = await send(t.app, invalidBodyOf(entry), matrixUrl(entry, other, target), cookie);
            expect(response.statusCode, response.body).toBe(scope.otherTenantStatus);
          },
        );
      }
    }

    const scope = entry.tenantScoped;
    if (scope) {
      it.each(MATRIX_CALLERS.filter((c) => c !== "anonymous"))("answers %s on another tenant's id", async (caller) => {
        const { cookie, other, target } = await arrange(t, caller, entry.targetUser?.role);
        const response = await send(t.app, entry, matrixUrl(entry, other, target), cookie);
        const isExternal = caller === "BROKER" || caller === "BEN_ADMIN";
        expect(response.statusCode, response.body).toBe(
          isExternal ? scope.otherTenantStatus : entry.expect[caller].status,
        );
      });
    }
  },
);

describe("createSessionFor", () => {
  it.each(MATRIX_CALLERS.filter((c) => c !== "anonymous"))("signs the caller in as %s", async (caller) => {
    const { cookie, own } = await arrange(t, caller);
    const response = await t.app.inject({ method: "GET", url: "/api/users/authenticated", headers: { cookie } });
    expect(response.json()).toMatchObject({ id: own.userId, role: caller, clientIds: [own.clientId] });
  });
});

describe("the matrix", () => {
  it("has an entry for every /api route the app serves", () => {
    const listed = new Set(PERMISSION_MATRIX.map((e) => `${e.method} ${e.path}`));
    const missing = registeredRoutes(t.app).filter((route) => {
      const [method, path = ""] = route.split(" ");
      if (method === "HEAD" || method === "OPTIONS" || !path.startsWith("/api/")) return false;
      return !NOT_IN_MATRIX.some((pattern) => pattern.test(path)) && !listed.has(route);
    });
    expect(missing).toEqual([]);
  });

  it("lists only routes the app serves", () => {
    const served = new Set(registeredRoutes(t.app));
    expect(PERMISSION_MATRIX.map((e) => `${e.method} ${e.path}`).filter((r) => !served.has(r))).toEqual([]);
  });

  it("puts the caller's own tenant, or another's, into the request", () => {
    const entry: PermissionMatrixEntry = {
      method: "GET",
      path: "/api/clients/:clientId/documents/:documentId",
      description: "probe",
      expect: PERMISSION_MATRIX[0]?.expect ?? ({} as PermissionMatrixEntry["expect"]),
      tenantScoped: { param: "clientId", otherTenantStatus: 403 },
      params: { documentId: "d1" },
      query: { page: "2" },
    };
    expect(matrixUrl(entry, { clientId: "c1", userId: "u1" })).toBe("/api/clients/c1/documents/d1?page=2");
    const byQuery = { ...entry, path: "/api/feature-toggles", params: {}, query: {} };
    expect(matrixUrl(byQuery, { clientId: "c2", userId: "u1" })).toBe("/api/feature-toggles?clientId=c2");
    expect(() => matrixUrl({ ...entry, params: {} }, { clientId: "c1", userId: "u1" })).toThrow(":documentId");
    const onUser = { ...entry, path: "/api/users/reset-mfa/:email", tenantScoped: undefined, params: {}, query: {} };
    const target = { id: "t1", email: "target@example.com" };
    expect(
      matrixUrl(
        { ...onUser, targetUser: { param: "email", field: "email" } },
        { clientId: "c1", userId: "u1" },
        target,
      ),
    ).toBe("/api/users/reset-mfa/target%40example.com");
  });
});
