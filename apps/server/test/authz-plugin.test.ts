/** The authz plugin on a bare Fastify app: request.ability per user, and the 401 / 403 answers of its helpers. */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { asSubject } from "@onboard/domain/permissions/app-ability";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { CarrierRole } from "@onboard/domain/users/roles";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorize, authorizeFields, requireUser } from "../src/core/authorize";
import { registerAuthz } from "../src/plugins/authz";
import { registerErrorHandler } from "../src/plugins/error-handler";

const OWN = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";

function userOf(role: CarrierRole): AuthenticatedUser {
  return {
    id: `${role}-1`,
    userId: `${role}-sub`,
    name: role,
    email: `${role.toLowerCase()}@example.test`,
    phoneNumber: null,
    role,
    termsOfUseDate: "2026-01-05T09:00:00.000Z",
    clientIds: [OWN],
    clients: [{ id: OWN, name: "Own", completedSetupAt: null }],
  };
}

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  // Stands in for the session plugin: the x-test-role header signs the request in.
  app.decorateRequest("user", null);
  app.addHook("preHandler", async (request) => {
    const role = request.headers["x-test-role"];
    const user = typeof role === "string" ? userOf(role as CarrierRole) : null;
    request.user = user && request.headers["x-test-terms"] === "pending" ? { ...user, termsOfUseDate: null } : user;
  });
  registerAuthz(app);
  app.get("/me", async (request) => ({ id: requireUser(request).id }));
  app.get<{ Params: { clientId: string } }>("/clients/:clientId", async (request) => {
    authorize(request, "read", asSubject("Client", { id: request.params.clientId }));
    return { ok: true };
  });
  app.patch<{ Params: { clientId: string }; Body: Record<string, unknown> }>("/clients/:clientId", async (request) => {
    authorizeFields(request, "update", asSubject("Client", { id: request.params.clientId }), Object.keys(request.body));
    return { ok: true };
  });
  app.get("/owner-trigger", async (request) => {
    authorize(request, "create", "PostOnboardingSurvey");
    return { ok: true };
  });
  app.get("/ability", async (request) => {
    const first = request.ability;
    const isCached = first === request.ability;
    request.user = userOf("SLF_ADMIN");
    const couldRead = first.can("read", "Client");
    return {
      isCached,
      couldRead,
      isRebuilt: request.ability !== first,
      canDelete: request.ability.can("delete", "Client"),
    };
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, role?: CarrierRole) =>
  app.inject({ method: "GET", url, headers: role ? { "x-test-role": role } : {} });

describe("requireUser", () => {
  it("answers an anonymous caller with 401 and the catalogue's message", async () => {
    const response = await get("/me");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.unauthorized, code: "UNAUTHORIZED" });
  });

  it("refuses everything the ability decides until the terms of use are accepted, but still knows the user", async () => {
    const headers = { "x-test-role": "SLF_OWNER", "x-test-terms": "pending" };
    const refused = await app.inject({ method: "GET", url: `/clients/${OWN}`, headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: "TERMS_NOT_ACCEPTED", message: ERROR_MESSAGES.termsNotAccepted });
    expect((await app.inject({ method: "GET", url: "/me", headers })).statusCode).toBe(200);
  });

  it("returns the signed-in user", async () => {
    expect((await get("/me", "BROKER")).json()).toEqual({ id: "BROKER-1" });
  });
});

describe("authorize", () => {
  it("answers 401, not 403, when nobody is signed in", async () => {
    expect((await get(`/clients/${OWN}`)).statusCode).toBe(401);
  });

  it("lets a ben admin read their own client and refuses another tenant's with 403", async () => {
    expect((await get(`/clients/${OWN}`, "BEN_ADMIN")).statusCode).toBe(200);
    const response = await get(`/clients/${OTHER}`, "BEN_ADMIN");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.forbidden, code: "FORBIDDEN" });
  });

  it("lets carrier staff read any client", async () => {
    expect((await get(`/clients/${OTHER}`, "SLF_ADMIN")).statusCode).toBe(200);
  });

  it("keeps owner-only triggers to SLF_OWNER", async () => {
    expect((await get("/owner-trigger", "SLF_OWNER")).statusCode).toBe(200);
    expect((await get("/owner-trigger", "SLF_ADMIN")).statusCode).toBe(403);
  });
});

describe("authorizeFields", () => {
  const patch = (role: CarrierRole, payload: Record<string, unknown>) =>
    app.inject({ method: "PATCH", url: `/clients/${OWN}`, headers: { "x-test-role": role }, payload });

  it("rejects a write that touches a forbidden field, naming each one", async () => {
    const response = await patch("BROKER", { taxId: "12-3456789", name: "Renamed", isArchived: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([
      { path: "body.name", message: ERROR_MESSAGES.forbidden },
      { path: "body.isArchived", message: ERROR_MESSAGES.forbidden },
    ]);
  });

  it("accepts a write of editable answers only", async () => {
    expect((await patch("BROKER", { taxId: "12-3456789", employeesNumber: 40 })).statusCode).toBe(200);
  });

  it("lets staff write every field", async () => {
    expect((await patch("SLF_OWNER", { name: "Renamed", isArchived: true })).statusCode).toBe(200);
  });
});

describe("request.ability", () => {
  it("is built once per request and rebuilt when request.user changes", async () => {
    expect((await get("/ability", "BROKER")).json()).toEqual({
      isCached: true,
      couldRead: true,
      isRebuilt: true,
      canDelete: true,
    });
  });

  it("is empty for an anonymous caller until a user is set", async () => {
    expect((await get("/ability")).json()).toEqual({
      isCached: true,
      couldRead: false,
      isRebuilt: true,
      canDelete: true,
    });
  });
});
