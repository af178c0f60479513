import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { clientErrors } from "../../db/schema/index";
import { type Caller, callerFor } from "./clients-test-support";

let t: TestApp;
let admin: Caller;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const make = async (key: string, values: Parameters<typeof buildClient>[1]) => {
    ids[key] = (await buildClient(db, values)).id;
  };
  await make("alpha", { name: "Alpha Bakery", caseId: "LST-100", ticketId: "ONB-1", phaseId: "WELCOME" });
  await make("beta", { name: "Beta Brewing", caseId: "LST-200", phaseId: "PLAN_APPROVAL", releaseStatus: "LIVE" });
  await make("gamma", { name: "Gamma Garage", caseId: "LST-300", phaseId: "PLAN_APPROVAL", completedSetup: true });
  await make("archived", { name: "Archived Apparel", caseId: "LST-400", isArchived: true });
  await db.insert(clientErrors).values([
    { clientId: ids.beta ?? "", type: "Awaiting Census" },
    { clientId: ids.beta ?? "", type: "BA Signature Missing" },
    { clientId: ids.gamma ?? "", type: "Awaiting Census", resolvedAt: new Date() },
  ]);
  admin = await callerFor(t, "SLF_ADMIN");
});
afterAll(() => t.close());

async function list(caller: Caller, query: string) {
  const response = await caller.request("GET", `/api/clients?search=LST-&${query}`);
  return {
    response,
    body: response.json<{ data: { id: string; name: string; errorTypes: string[] }[]; count: number }>(),
  };
}

describe("GET /api/clients", () => {
  it.each([
    ["limit=0", "querystring.limit"],
    ["limit=101", "querystring.limit"],
    ["offset=-1", "querystring.offset"],
    ["sortBy=password", "querystring.sortBy"],
    ["phaseIds=NOPE", "querystring.phaseIds.0"],
    ["includeArchived=yes", "querystring.includeArchived"],
  ])("answers %s with 400 and a message", async (query, path) => {
    const { response, body } = await list(admin, query);
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({ code: "VALIDATION_ERROR", message: expect.any(String) });
    expect(response.json().errors[0].path).toBe(path);
  });

  it("pages with limit and offset, counting every match", async () => {
    const first = await list(admin, "limit=2&offset=0&sortBy=caseId");
    expect(first.body.count).toBe(3);
    expect(first.body.data.map((c) => c.name)).toEqual(["Alpha Bakery", "Beta Brewing"]);
    const second = await list(admin, "limit=2&offset=2&sortBy=caseId");
    expect(second.body.data.map((c) => c.name)).toEqual(["Gamma Garage"]);
  });

  it("sorts both ways and searches name, case id and ticket", async () => {
    const desc = await list(admin, "sortBy=name&sortDirection=desc");
    expect(desc.body.data.map((c) => c.name)).toEqual(["Gamma Garage", "Beta Brewing", "Alpha Bakery"]);
    const byTicket = await admin.request("GET", "/api/clients?search=onb-1");
    expect(byTicket.json().data.map((c: { id: string }) => c.id)).toContain(ids.alpha);
  });

  it("filters by phase, release status, open error types and completed setup, repeated or comma-separated", async () => {
    expect((await list(admin, "phaseIds=PLAN_APPROVAL")).body.count).toBe(2);
    expect((await list(admin, "phaseIds=WELCOME,PLAN_APPROVAL")).body.count).toBe(3);
    expect((await list(admin, "phaseIds=WELCOME&phaseIds=PLAN_APPROVAL")).body.count).toBe(3);
    expect((await list(admin, "releaseStatuses=LIVE")).body.data.map((c) => c.id)).toEqual([ids.beta]);
    const errors = await list(admin, "errorTypes=Awaiting%20Census");
    expect(errors.body.data.map((c) => c.id)).toEqual([ids.beta]);
    expect(errors.body.data[0]?.errorTypes).toEqual(["Awaiting Census", "BA Signature Missing"]);
    expect((await list(admin, "completedSetup=true")).body.data.map((c) => c.id)).toEqual([ids.gamma]);
  });

  it("shows archived clients to staff only when asked", async () => {
    expect((await list(admin, "")).body.data.map((c) => c.id)).not.toContain(ids.archived);
    expect((await list(admin, "includeArchived=true")).body.data.map((c) => c.id)).toContain(ids.archived);
  });

  it("shows a broker only their own clients, never archived ones, whatever they ask", async () => {
    const broker = await callerFor(t, "BROKER", [ids.alpha ?? "", ids.archived ?? ""]);
    const { body } = await list(broker, "includeArchived=true");
    expect(body).toMatchObject({ count: 1, data: [{ id: ids.alpha }] });
  });

  it("shows a ben admin with no clients an empty list", async () => {
    const benAdmin = await callerFor(t, "BEN_ADMIN", []);
    expect((await list(benAdmin, "")).body).toEqual({ data: [], count: 0, totalIsCapped: false, nextCursor: null });
  });
});
