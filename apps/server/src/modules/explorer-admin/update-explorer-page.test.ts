import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, csrfHeaders, type TestApp } from "../../../test/test-app";
import { auditLog, benefitPlans, explorerPages } from "../../db/schema/index";
import { arrangeClient, call, PAGES, siteBody } from "./explorer-admin-test-support";
import { EXPLORER_ADMIN_MESSAGES } from "./messages";

let t: TestApp;
beforeAll(async () => {
  // The public page's answer cache on, to see that administration drops a changed page from it.
  t = await buildTestApp({ env: { EXPLORER_PAGE_CACHE_SECONDS: "60" } });
});
afterAll(() => t.close());

type Plan = { id: string; planName: string };

async function createSite(role: "SLF_ADMIN" | "SLF_OWNER" = "SLF_ADMIN") {
  const arranged = await arrangeClient(t, role);
  const body = siteBody(arranged.policy.id, {}, { isLive: true, startsAt: "2025-01-01", expiresAt: null });
  const response = await call(t, arranged.session.cookie, "POST", PAGES(arranged.client.id), { payload: body });
  expect(response.statusCode, response.body).toBe(201);
  const page = response.json<{ id: string; version: number; benefits: Plan[] }>();
  return { ...arranged, body, page, url: `${PAGES(arranged.client.id)}/${page.id}` };
}

describe("PUT /api/clients/:clientId/explorer-pages/:explorerPageId", () => {
  it("needs If-Match (428), refuses a stale version (412) and bumps the version", async () => {
    const { session, body, url } = await createSite();
    const edited = { ...body, name: "Harborview 2026 Benefits (edited)" };
    expect((await call(t, session.cookie, "PUT", url, { payload: edited })).statusCode).toBe(428);
    const stale = await call(t, session.cookie, "PUT", url, { payload: edited, headers: { "if-match": '"7"' } });
    expect(stale.statusCode).toBe(412);
    const saved = await call(t, session.cookie, "PUT", url, { payload: edited, headers: { "if-match": '"1"' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json()).toMatchObject({ name: "Harborview 2026 Benefits (edited)", version: 2 });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "explorer-page.update"));
    expect(audit?.details).toMatchObject({
      before: { name: "Harborview 2026 Benefits", version: 1 },
      after: { name: "Harborview 2026 Benefits (edited)", version: 2 },
    });
  });

  it("lets only the first of two edits of the same version through; the second gets 412", async () => {
    const { session, body, url } = await createSite();
    const save = (name: string) =>
      call(t, session.cookie, "PUT", url, { payload: { ...body, name }, headers: { "if-match": "1" } });
    const statuses = (await Promise.all([save("First edit"), save("Second edit")])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 412]);
    const [row] = await t.database.db
      .select()
      .from(explorerPages)
      .where(eq(explorerPages.id, url.split("/").pop() ?? ""));
    expect(row?.version).toBe(2);
  });

  it("replaces the plans: keeps the ids sent, inserts new ones, soft-deletes the rest, in the order sent", async () => {
    const { session, body, page, url } = await createSite();
    const [medical, dental, vision] = page.benefits;
    const plans = body.benefits ?? [];
    const payload = {
      ...body,
      benefits: [
        { ...plans[2], id: vision?.id, planName: "Vision Plus" },
        { ...plans[0], id: medical?.id },
        { carrierId: 1, benefitType: "OTHER", planType: "EAP", planName: "Employee Assistance" },
      ],
    };
    const response = await call(t, session.cookie, "PUT", url, { payload, headers: { "if-match": "1" } });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<{ benefits: (Plan & { order: number })[] }>().benefits;
    expect(saved.map((p) => [p.order, p.planName])).toEqual([
      [0, "Vision Plus"],
      [1, "PPO 1000"],
      [2, "Employee Assistance"],
    ]);
    expect(saved[0]?.id).toBe(vision?.id);
    expect(saved[1]?.id).toBe(medical?.id);
    const removed = await t.database.db
      .select()
      .from(benefitPlans)
      .where(and(eq(benefitPlans.id, dental?.id ?? ""), isNotNull(benefitPlans.deletedAt)));
    expect(removed).toHaveLength(1);
  });

  it("refuses a plan id of another page", async () => {
    const first = await createSite();
    const second = await createSite();
    const plans = first.body.benefits ?? [];
    const payload = { ...first.body, benefits: [{ ...plans[0], id: second.page.benefits[0]?.id }] };
    const response = await call(t, first.session.cookie, "PUT", first.url, { payload, headers: { "if-match": "1" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: "body.benefits.0.id", message: EXPLORER_ADMIN_MESSAGES.planNotOnPage },
    ]);
  });

  it("drops the page from the public answer cache after a change", async () => {
    const { session, body, page, url } = await createSite();
    const publicUrl = `/api/explorer-pages/${page.id}`;
    expect((await t.app.inject({ method: "GET", url: publicUrl })).json().name).toBe("Harborview 2026 Benefits");
    const edited = { ...body, name: "Renamed site" };
    expect(
      (await call(t, session.cookie, "PUT", url, { payload: edited, headers: { "if-match": "1" } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: "GET", url: publicUrl })).json().name).toBe("Renamed site");
  });
});

describe("DELETE /api/clients/:clientId/explorer-pages/:explorerPageId", () => {
  it("soft-deletes the site: gone from the lists and the public page, kept for staff to recover", async () => {
    const { client, session, page, url } = await createSite();
    const publicUrl = `/api/explorer-pages/${page.id}`;
    expect((await t.app.inject({ method: "GET", url: publicUrl })).statusCode).toBe(200);
    expect((await call(t, session.cookie, "DELETE", url)).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: publicUrl })).statusCode).toBe(404);
    expect((await call(t, session.cookie, "GET", url)).statusCode).toBe(404);
    expect((await call(t, session.cookie, "GET", PAGES(client.id))).json()).toEqual({ data: [], count: 0 });
    expect((await call(t, session.cookie, "DELETE", url)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(explorerPages).where(eq(explorerPages.id, page.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, page.id), eq(auditLog.action, "explorer-page.delete")));
    expect(audit?.actorUserId).toBe(session.user.id);
  });
});

describe("brokers and ben admins", () => {
  it("read their own clients' sites, write none, and reach no other tenant's", async () => {
    const { client, page, url, body } = await createSite();
    const other = await createSite();
    for (const role of ["BROKER", "BEN_ADMIN"] as const) {
      const { cookie } = await createSessionFor(t.database.db, { role, clientIds: [client.id] });
      expect((await call(t, cookie, "GET", url)).statusCode).toBe(200);
      expect((await call(t, cookie, "GET", PAGES(client.id))).json().count).toBe(1);
      expect((await call(t, cookie, "PUT", url, { payload: body, headers: { "if-match": "1" } })).statusCode).toBe(403);
      expect((await call(t, cookie, "DELETE", url)).statusCode).toBe(403);
      expect((await call(t, cookie, "POST", `${url}/renew`)).statusCode).toBe(403);
      expect((await call(t, cookie, "GET", other.url)).statusCode).toBe(403);
    }
    const csrf = await csrfHeaders(t.app);
    const signedOut = await t.app.inject({ method: "POST", url: PAGES(client.id), payload: body, headers: csrf });
    expect(signedOut.statusCode).toBe(401);
    expect(page.version).toBe(1);
  });
});
