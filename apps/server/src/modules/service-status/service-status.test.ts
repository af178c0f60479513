import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeJira, startFakeJira } from "../../../test/fakes/fake-jira";
import { buildTestApp } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { httpIssueTrackerStatus } from "../../integrations/jira/issue-tracker-status";

let database: TestDatabase;
let jira: FakeJira;

beforeAll(async () => {
  database = await createTestDatabase();
  jira = await startFakeJira();
});
afterAll(async () => {
  await jira.close();
  await database.close();
});

async function statusWith(env: Record<string, string>) {
  const t = await buildTestApp({ database, env });
  try {
    const response = await t.app.inject({ method: "GET", url: "/api/service-status" });
    return { status: response.statusCode, body: response.json(), cache: response.headers["cache-control"] };
  } finally {
    await t.close();
  }
}

describe("GET /api/service-status", () => {
  it("reports jira up when JIRA_URL is unset", async () => {
    expect(await statusWith({})).toMatchObject({ status: 200, body: { jira: true } });
  });

  it("reports jira up when the tracker answers", async () => {
    jira.mode = "up";
    const result = await statusWith({ JIRA_URL: jira.url });
    expect(result.body).toEqual({ jira: true });
    expect(result.cache).toContain("max-age=300");
  });

  it("reports jira down when the tracker answers 503", async () => {
    jira.mode = "down";
    expect((await statusWith({ JIRA_URL: jira.url })).body).toEqual({ jira: false });
  });

  it("reports jira down when the tracker does not answer within the timeout", async () => {
    // The fake never answers in this mode: only the server's own timeout can end the call.
    jira.mode = "timeout";
    expect((await statusWith({ JIRA_URL: jira.url, JIRA_TIMEOUT_MS: "300" })).body).toEqual({ jira: false });
  });
});

describe("httpIssueTrackerStatus cache", () => {
  it("keeps an answer for 5 minutes, then checks again", async () => {
    jira.mode = "up";
    let now = 1_000_000;
    const tracker = httpIssueTrackerStatus({ url: jira.url, timeoutMs: 1000, now: () => now });
    const before = jira.hits;
    expect(await tracker.isUp()).toBe(true);
    jira.mode = "down";
    now += 4 * 60_000;
    expect(await tracker.isUp()).toBe(true);
    expect(jira.hits - before).toBe(1);
    now += 61_000;
    expect(await tracker.isUp()).toBe(false);
    expect(jira.hits - before).toBe(2);
  });
});
