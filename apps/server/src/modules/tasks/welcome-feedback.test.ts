import type { Feedback } from "@onboard/domain/hub/feedback-schemas";
import type { WelcomeFlow } from "@onboard/domain/hub/welcome-flow-schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, clientFeedback } from "../../db/schema/index";
import { requester, sessionOf } from "./tasks-test-support";

let t: TestApp;
let send: ReturnType<typeof requester>;
let clientId: string;
let benAdmin: Awaited<ReturnType<typeof sessionOf>>;

beforeAll(async () => {
  t = await buildTestApp();
  send = requester(t);
});
afterAll(() => t.close());

beforeEach(async () => {
  clientId = (await buildClient(t.database.db)).id;
  benAdmin = await sessionOf(t.database.db, "BEN_ADMIN", [clientId]);
});

describe("the welcome flow", () => {
  it("starts idempotently, completes once, then refuses a second completion with 409", async () => {
    const base = `/api/clients/${clientId}`;
    expect((await send(benAdmin.cookie, "GET", `${base}/welcome-flow`)).json()).toEqual({
      welcomeFlowCompletedAt: null,
      completedBy: null,
    });
    expect((await send(benAdmin.cookie, "POST", `${base}/welcome-flow`)).statusCode).toBe(200);
    expect((await send(benAdmin.cookie, "POST", `${base}/welcome-flow`)).json().welcomeFlowCompletedAt).toBeNull();

    const completed = await send(benAdmin.cookie, "POST", `${base}/complete-welcome-flow`);
    expect(completed.statusCode).toBe(200);
    const flow = completed.json<WelcomeFlow>();
    expect(flow.completedBy).toEqual({ id: benAdmin.user.id, name: benAdmin.user.name });
    expect(Date.now() - Date.parse(flow.welcomeFlowCompletedAt ?? "")).toBeLessThan(60_000);
    expect((await send(benAdmin.cookie, "GET", `${base}/welcome-flow`)).json()).toEqual(flow);

    const again = await send(benAdmin.cookie, "POST", `${base}/complete-welcome-flow`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "The welcome flow is already complete." });
    expect((await send(benAdmin.cookie, "POST", `${base}/welcome-flow`)).json()).toEqual(flow);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.clientId, clientId));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["welcome-flow.complete", "welcome-flow.start"]);
  });

  it("completes without an explicit start, and only once under concurrent completions", async () => {
    const url = `/api/clients/${clientId}/complete-welcome-flow`;
    const results = await Promise.all([send(benAdmin.cookie, "POST", url), send(benAdmin.cookie, "POST", url)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe("POST /api/clients/:clientId/feedback", () => {
  const url = () => `/api/clients/${clientId}/feedback`;

  it("stores the rating and comment of the caller", async () => {
    const response = await send(benAdmin.cookie, "POST", url(), { rating: 5, comment: "  Very clear  " });
    expect(response.statusCode).toBe(201);
    const feedback = response.json<Feedback>();
    expect(feedback).toMatchObject({ rating: 5, comment: "Very clear" });
    const [row] = await t.database.db.select().from(clientFeedback).where(eq(clientFeedback.id, feedback.id));
    expect(row).toMatchObject({ clientId, userId: benAdmin.user.id, rating: 5, comment: "Very clear" });
    const noComment = await send(benAdmin.cookie, "POST", url(), { rating: 1 });
    expect(noComment.json()).toMatchObject({ rating: 1, comment: null });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, clientId), eq(auditLog.action, "feedback.create")));
    expect(audit).toHaveLength(2);
  });

  it.each([0, 6, 3.5])("refuses rating %s with the message (400)", async (rating) => {
    const response = await send(benAdmin.cookie, "POST", url(), { rating });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Please choose a rating from 1 to 5.",
      errors: [{ path: "body.rating", message: "Please choose a rating from 1 to 5." }],
    });
  });

  it("refuses a comment over 1000 characters, and another tenant's client", async () => {
    const long = await send(benAdmin.cookie, "POST", url(), { rating: 3, comment: "x".repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("The comment can be at most 1000 characters.");
    const other = await buildClient(t.database.db);
    const across = await send(benAdmin.cookie, "POST", `/api/clients/${other.id}/feedback`, { rating: 3 });
    expect(across.statusCode).toBe(403);
  });
});
