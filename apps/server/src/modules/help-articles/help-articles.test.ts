/** The help centre's article votes: recorded from anyone with the CSRF header, counted for carrier staff only. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, csrfHeaders, sessionRequester, type TestApp } from "../../../test/test-app";
import { helpArticleVotes } from "../../db/schema/help-article-votes";

let t: TestApp;
let as: ReturnType<typeof sessionRequester>;
beforeAll(async () => {
  t = await buildTestApp();
  as = sessionRequester(t);
});
afterAll(() => t.close());

async function vote(articleId: string, body: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: `/api/help-articles/${articleId}/votes`,
    headers: { ...(await csrfHeaders(t.app)), ...headers },
    payload: body,
  });
}

async function countsAsStaff() {
  const staff = await createSessionFor(t.database.db, { role: "SLF_ADMIN" });
  const response = await as(staff.cookie, "GET", "/api/help-articles/votes");
  expect(response.statusCode).toBe(200);
  return response.json<{ articles: { articleId: string; up: number; down: number }[] }>().articles;
}

describe("POST /api/help-articles/{articleId}/votes", () => {
  it("records an anonymous visitor's vote with no user", async () => {
    const response = await vote("save-plans", { vote: "up", previous: null });
    expect(response.statusCode).toBe(202);
    const rows = await t.database.db
      .select()
      .from(helpArticleVotes)
      .where(eq(helpArticleVotes.articleId, "save-plans"));
    expect(rows).toMatchObject([{ vote: "up", previous: null, userId: null }]);
  });

  it("records a signed-in reader's vote with their id, from the session only", async () => {
    const benAdmin = await createSessionFor(t.database.db, { role: "BEN_ADMIN" });
    const forged = await as(benAdmin.cookie, "POST", "/api/help-articles/upload-census/votes", {
      vote: "down",
      previous: null,
      userId: "00000000-0000-4000-8000-000000000000",
    });
    expect(forged.statusCode).toBe(400);
    const response = await as(benAdmin.cookie, "POST", "/api/help-articles/upload-census/votes", {
      vote: "down",
      previous: null,
    });
    expect(response.statusCode).toBe(202);
    const rows = await t.database.db
      .select()
      .from(helpArticleVotes)
      .where(eq(helpArticleVotes.articleId, "upload-census"));
    expect(rows).toMatchObject([{ vote: "down", userId: benAdmin.user.id }]);
  });

  it("answers 404 for an article that does not exist, and 400 naming the field for a bad vote", async () => {
    expect((await vote("no-such-article", { vote: "up", previous: null })).statusCode).toBe(404);
    const bad = await vote("save-plans", { vote: "sideways", previous: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("body.vote");
  });

  it("needs the CSRF header like every mutation", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/help-articles/save-plans/votes",
      payload: { vote: "up", previous: null },
    });
    expect(response.statusCode).toBe(403);
  });

  it("is served on the explorer host, where the public site's panel sends it", async () => {
    const response = await vote("compare-plans", { vote: "down", previous: null }, { host: "localhost:3001" });
    expect(response.statusCode).toBe(202);
  });
});

describe("GET /api/help-articles/votes", () => {
  it("gives staff each article's standing votes: a switch counts once, a vote taken back not at all", async () => {
    await vote("email-my-plan", { vote: "down", previous: null });
    await vote("email-my-plan", { vote: "up", previous: "down" });
    await vote("email-my-plan", { vote: "up", previous: null });
    await vote("email-my-plan", { vote: null, previous: "up" });
    await vote("email-my-plan", { vote: "down", previous: null });
    const articles = await countsAsStaff();
    expect(articles.find((a) => a.articleId === "email-my-plan")).toEqual({
      articleId: "email-my-plan",
      up: 1,
      down: 1,
    });
    expect(articles.find((a) => a.articleId === "sign-forms")).toEqual({ articleId: "sign-forms", up: 0, down: 0 });
  });

  it.each([
    ["BROKER", 403],
    ["BEN_ADMIN", 403],
    ["SLF_OWNER", 200],
  ] as const)("answers %s with %i", async (role, status) => {
    const session = await createSessionFor(t.database.db, { role });
    expect((await as(session.cookie, "GET", "/api/help-articles/votes")).statusCode).toBe(status);
  });

  it("answers 401 to an anonymous caller", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/help-articles/votes" })).statusCode).toBe(401);
  });
});
