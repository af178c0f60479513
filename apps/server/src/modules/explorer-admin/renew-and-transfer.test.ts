import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { explorerPages } from "../../db/schema/index";
import { arrangeClient, call, PAGES, siteBody } from "./explorer-admin-test-support";
import { EXPLORER_ADMIN_MESSAGES } from "./messages";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function createSite(overrides: Parameters<typeof siteBody>[2] = {}) {
  const arranged = await arrangeClient(t);
  const body = siteBody(arranged.policy.id, { en: arranged.summaryEn.id, es: arranged.summaryEs.id }, overrides);
  const response = await call(t, arranged.session.cookie, "POST", PAGES(arranged.client.id), { payload: body });
  expect(response.statusCode, response.body).toBe(201);
  const page = response.json<{ id: string; associationId: string }>();
  return { ...arranged, page, url: `${PAGES(arranged.client.id)}/${page.id}` };
}

describe("POST .../explorer-pages/:explorerPageId/renew", () => {
  it("makes next year's site with the plans, policies and documents, and links the old site to it", async () => {
    const { client, policy, session, page, url, summaryEn } = await createSite({
      isLive: true,
      startsAt: "2025-01-01",
      expiresAt: "2025-12-31T23:59:59Z",
      planYear: "2025",
      name: "Harborview 2025 Benefits",
      vanitySlug: "harborview",
    });
    const response = await call(t, session.cookie, "POST", `${url}/renew`);
    expect(response.statusCode, response.body).toBe(201);
    const renewed = response.json();
    expect(renewed.previousExplorerPageId).toBe(page.id);
    expect(renewed.copied).toEqual({ plans: 3, policies: 1, benefitTypeMetadata: 1 });
    expect(renewed.explorerPage).toMatchObject({
      name: "Harborview 2026 Benefits",
      planYear: "2026",
      startsAt: "2026-01-01T00:00:00.000Z",
      expiresAt: "2026-12-31T23:59:59.000Z",
      openEnrollmentStart: "2026-11-20",
      openEnrollmentEnd: "2026-12-15",
      isLive: false,
      vanitySlug: null,
      associationId: page.associationId,
      policyIds: [policy.id],
      newExplorerPageId: null,
      version: 1,
    });
    const plans = renewed.explorerPage.benefits;
    expect(plans.map((p: { planName: string }) => p.planName)).toEqual(["PPO 1000", "Dental PPO", "Vision"]);
    expect(plans.every((p: { isNew: boolean }) => !p.isNew)).toBe(true);
    expect(plans[0].planSummaryDocumentId).toBe(summaryEn.id);
    expect(renewed.renewalChanges).toContainEqual({ field: "planYear", from: "2025", to: "2026" });
    expect(renewed.renewalChanges).toContainEqual({ field: "isNew", from: "1", to: "0" });

    const old = (await call(t, session.cookie, "GET", url)).json();
    expect(old).toMatchObject({ newExplorerPageId: renewed.explorerPage.id, version: 2 });
    const publicPage = (await t.app.inject({ method: "GET", url: `/api/explorer-pages/${page.id}` })).json();
    expect(publicPage.newExplorerPageId).toBe(renewed.explorerPage.id);

    const both = (await call(t, session.cookie, "GET", `${PAGES(client.id)}/association/${page.associationId}`)).json();
    expect(both.map((p: { id: string }) => p.id)).toEqual([renewed.explorerPage.id, page.id]);
    const documents = await call(
      t,
      session.cookie,
      "GET",
      `${PAGES(client.id)}/documents/benefittypes/${page.associationId}?benefitTypes[]=MEDICAL&benefitTypes[]=DENTAL`,
    );
    expect(documents.statusCode, documents.body).toBe(200);
    // The renewal links the same files: each document once.
    expect(documents.json().map((d: { name: string; language: string }) => [d.name, d.language])).toEqual([
      ["Medical summary.pdf", "en"],
      ["Resumen médico.pdf", "es"],
    ]);

    const again = await call(t, session.cookie, "POST", `${url}/renew`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EXPLORER_ADMIN_MESSAGES.alreadyRenewed);

    // Deleting the renewal makes the old site the newest again.
    const renewalUrl = `${PAGES(client.id)}/${renewed.explorerPage.id}`;
    expect((await call(t, session.cookie, "DELETE", renewalUrl)).statusCode).toBe(204);
    expect((await call(t, session.cookie, "GET", url)).json()).toMatchObject({ newExplorerPageId: null, version: 3 });
    expect((await call(t, session.cookie, "POST", `${url}/renew`)).statusCode).toBe(201);
  });
});

describe("GET .../explorer-pages (paged)", () => {
  it("sorts by name, start date or creation, both ways, and pages with a count", async () => {
    const { client, policy, session } = await arrangeClient(t);
    for (const [name, startsAt] of [
      ["Bravo", "2026-02-01"],
      ["alpha", "2026-03-01"],
      ["Charlie", "2026-01-01"],
    ] as const) {
      const body = siteBody(policy.id, {}, { name, startsAt, expiresAt: null });
      expect((await call(t, session.cookie, "POST", PAGES(client.id), { payload: body })).statusCode).toBe(201);
    }
    const names = async (query: string) => {
      const response = await call(t, session.cookie, "GET", `${PAGES(client.id)}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ data: { name: string }[]; count: number }>();
      return { names: body.data.map((p) => p.name), count: body.count };
    };
    expect(await names("sortBy=startsAt&sortDirection=asc")).toEqual({
      names: ["Charlie", "Bravo", "alpha"],
      count: 3,
    });
    expect((await names("sortBy=startsAt&sortDirection=desc")).names).toEqual(["alpha", "Bravo", "Charlie"]);
    expect((await names("sortBy=createdAt&sortDirection=asc&limit=2")).names).toEqual(["Bravo", "alpha"]);
    expect(await names("sortBy=createdAt&sortDirection=asc&limit=2&offset=2")).toEqual({
      names: ["Charlie"],
      count: 3,
    });
    expect((await names("search=rav")).names).toEqual(["Bravo"]);
    expect((await call(t, session.cookie, "GET", `${PAGES(client.id)}?limit=101`)).statusCode).toBe(400);
    expect((await call(t, session.cookie, "GET", `${PAGES(client.id)}?sortBy=planYear`)).statusCode).toBe(400);
  });
});

describe("by owner and transfer", () => {
  it("moves every page of one owner to another internal user, across clients", async () => {
    const owner = await buildUser(t.database.db, { role: "SLF_ADMIN" });
    const next = await buildUser(t.database.db, { role: "SLF_OWNER" });
    const first = await createSite({ pageOwnerUserId: owner.id });
    const second = await createSite({ pageOwnerUserId: owner.id });
    const { cookie } = await createSessionFor(t.database.db, { role: "SLF_ADMIN" });
    const byOwner = async (id: string) =>
      (await call(t, cookie, "GET", `/api/explorer-pages/by-owner/${id}`)).json<{ id: string; clientName: string }[]>();
    expect((await byOwner(owner.id)).map((p) => p.id).sort()).toEqual([first.page.id, second.page.id].sort());
    expect((await byOwner(owner.id)).map((p) => p.clientName).sort()).toEqual(
      [first.client.name, second.client.name].sort(),
    );

    const moved = await call(t, cookie, "PUT", `/api/explorer-pages/transfer/${owner.id}/${next.id}`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ transferred: 2 });
    expect(await byOwner(owner.id)).toEqual([]);
    expect(await byOwner(next.id)).toHaveLength(2);
    expect((await call(t, first.session.cookie, "GET", first.url)).json().pageOwner).toEqual({
      id: next.id,
      name: next.name,
      email: next.email,
    });
  });

  it("refuses a new owner who is not carrier staff (400) or does not exist (404)", async () => {
    const owner = await buildUser(t.database.db, { role: "SLF_ADMIN" });
    const broker = await buildUser(t.database.db, { role: "BROKER" });
    const { cookie } = await createSessionFor(t.database.db, { role: "SLF_OWNER" });
    const notStaff = await call(t, cookie, "PUT", `/api/explorer-pages/transfer/${owner.id}/${broker.id}`);
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().message).toBe(EXPLORER_ADMIN_MESSAGES.newOwnerNotInternal);
    const unknown = "00000000-0000-4000-8000-00000000fff1";
    expect((await call(t, cookie, "PUT", `/api/explorer-pages/transfer/${owner.id}/${unknown}`)).statusCode).toBe(404);
  });

  it("is atomic: when one page fails, every page keeps its old owner", async () => {
    const db = t.database.db;
    const owner = await buildUser(db, { role: "SLF_ADMIN" });
    const next = await buildUser(db, { role: "SLF_ADMIN" });
    const sites = [
      await createSite({ pageOwnerUserId: owner.id, name: "Transfer one" }),
      await createSite({ pageOwnerUserId: owner.id, name: "Transfer two (fails)" }),
      await createSite({ pageOwnerUserId: owner.id, name: "Transfer three" }),
    ];
    // The second page's update fails inside the transaction, after the first page has moved.
    await db.execute(`
      create function refuse_transfer() returns trigger language plpgsql as $$
      begin
        if new.name = 'Transfer two (fails)' and new.page_owner_user_id is distinct from old.page_owner_user_id then
          raise exception 'transfer refused for the test';
        end if;
        return new;
      end $$;
      create trigger refuse_transfer before update on explorer_pages
        for each row execute function refuse_transfer();
    `);
    try {
      const { cookie } = await createSessionFor(db, { role: "SLF_ADMIN" });
      const response = await call(t, cookie, "PUT", `/api/explorer-pages/transfer/${owner.id}/${next.id}`);
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute("drop trigger refuse_transfer on explorer_pages; drop function refuse_transfer();");
    }
    const rows = await db
      .select({ owner: explorerPages.pageOwnerUserId, version: explorerPages.version })
      .from(explorerPages)
      .where(
        inArray(
          explorerPages.id,
          sites.map((s) => s.page.id),
        ),
      );
    expect(rows).toEqual(sites.map(() => ({ owner: owner.id, version: 1 })));
    expect(await db.select().from(explorerPages).where(eq(explorerPages.pageOwnerUserId, next.id))).toEqual([]);
  });
});
