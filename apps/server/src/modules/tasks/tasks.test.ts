import type { TaskDetail, TaskItem, TaskOverview } from "@onboard/domain/tasks/task-schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, clients } from "../../db/schema/index";
import { buildClientWithTasks, requester, sessionOf } from "./tasks-test-support";

let t: TestApp;
let send: ReturnType<typeof requester>;
let fixture: Awaited<ReturnType<typeof buildClientWithTasks>>;
let staff: string;
let benAdmin: string;
let broker: string;

beforeAll(async () => {
  t = await buildTestApp();
  send = requester(t);
});
afterAll(() => t.close());

beforeEach(async () => {
  const db = t.database.db;
  fixture = await buildClientWithTasks(db);
  staff = (await sessionOf(db, "SLF_ADMIN", [])).cookie;
  benAdmin = (await sessionOf(db, "BEN_ADMIN", [fixture.client.id])).cookie;
  broker = (await sessionOf(db, "BROKER", [fixture.client.id])).cookie;
});

const base = () => `/api/clients/${fixture.client.id}`;

describe("GET /api/clients/:clientId/tasks", () => {
  it("groups client tasks, then each policy's tasks, in the display order", async () => {
    const response = await send(benAdmin, "GET", `${base()}/tasks`);
    expect(response.statusCode).toBe(200);
    const overview = response.json<TaskOverview>();
    expect(overview.clientTasks.map((task) => task.taskId)).toEqual([
      "kickoff-call",
      "company-profile",
      "onboarding-forms",
      "prior-carrier-certificates",
      "ongoing-service-call",
    ]);
    expect(overview.clientTasks[0]).toMatchObject({ policyId: null, status: "NOT_STARTED", dueDate: "2030-01-01" });
    expect(overview.policies.map((group) => [group.label, group.tasks.map((task) => task.taskId)])).toEqual([
      ["Policy 2541209 · Long Term Disability, Life", ["prior-carrier-bills", "enrollment-elections", "advisor-spd"]],
      ["Policy 1000001 · Dental", ["dental-rollover", "deductible-maximum-report"]],
    ]);
    expect(overview.policies[0]?.tasks[0]?.policyId).toBe(fixture.primary.id);
  });

  it("refuses another tenant's client (403) and answers 404 for an unknown one", async () => {
    const other = await buildClient(t.database.db);
    expect((await send(benAdmin, "GET", `/api/clients/${other.id}/tasks`)).statusCode).toBe(403);
    expect((await send(staff, "GET", "/api/clients/00000000-0000-4000-8000-000000000000/tasks")).statusCode).toBe(404);
  });
});

describe("GET /api/clients/:clientId/tasks/:taskId", () => {
  it("gives the statuses the caller may move the task to", async () => {
    const asBenAdmin = await send(benAdmin, "GET", `${base()}/tasks/kickoff-call`);
    expect(asBenAdmin.json<TaskDetail>()).toMatchObject({ taskId: "kickoff-call", allowedStatuses: ["IN_PROGRESS"] });
    const review = `${base()}/tasks/prior-carrier-bills?policyId=${fixture.primary.id}`;
    expect((await send(broker, "GET", review)).json<TaskDetail>().allowedStatuses).toEqual([]);
    const asStaff = (await send(staff, "GET", review)).json<TaskDetail>();
    expect(asStaff).toMatchObject({ taskId: "prior-carrier-bills", policyId: fixture.primary.id, status: "IN_REVIEW" });
    expect(asStaff.allowedStatuses).toEqual(expect.arrayContaining(["DONE", "NIGO"]));
    expect(asStaff.allowedStatuses).not.toContain("IN_REVIEW");
  });

  it("answers 404 Task not found for an unknown task id or a task the client lacks", async () => {
    for (const path of ["tasks/not-a-task", "tasks/carrier-connect", `tasks/pfml?policyId=${fixture.primary.id}`]) {
      const response = await send(benAdmin, "GET", `${base()}/${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ message: "Task not found", code: "NOT_FOUND" });
    }
  });

  it("needs a policyId for a policy task (400)", async () => {
    const response = await send(benAdmin, "GET", `${base()}/tasks/advisor-spd`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "A policy task needs a policyId",
      errors: [{ path: "querystring.policyId", message: "A policy task needs a policyId" }],
    });
  });
});

describe("PUT /api/clients/:clientId/tasks/:taskId/status", () => {
  const put = (cookie: string, taskId: string, body: object) =>
    send(cookie, "PUT", `${base()}/tasks/${taskId}/status`, body);

  it("lets a ben admin start a task and submit it for review, and records it", async () => {
    const started = await put(benAdmin, "kickoff-call", { status: "IN_PROGRESS" });
    expect(started.statusCode, started.body).toBe(200);
    const item = started.json<TaskItem>();
    expect(item).toMatchObject({ taskId: "kickoff-call", status: "IN_PROGRESS" });
    expect(Date.now() - Date.parse(item.statusUpdatedAt ?? "")).toBeLessThan(60_000);
    expect((await put(benAdmin, "kickoff-call", { status: "IN_REVIEW" })).json()).toMatchObject({
      status: "IN_REVIEW",
    });
    const policyId = fixture.primary.id;
    const resubmitted = await put(broker, "advisor-spd", { status: "IN_REVIEW", policyId });
    expect(resubmitted.json()).toMatchObject({ status: "IN_REVIEW", policyId });

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, fixture.client.id), eq(auditLog.action, "task.status")));
    expect(entries.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        {
          before: { taskId: "kickoff-call", status: "NOT_STARTED" },
          after: { taskId: "kickoff-call", status: "IN_PROGRESS" },
        },
      ]),
    );
    expect(entries).toHaveLength(3);
  });

  it("refuses a client user's review decision with 409 and a clear message", async () => {
    const policyId = fixture.primary.id;
    const done = await put(benAdmin, "prior-carrier-bills", { status: "DONE", policyId });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({
      code: "TASK_TRANSITION_REFUSED",
      message: "Only the carrier's team can move a task from In Review to Completed.",
    });
    const nigo = await put(broker, "prior-carrier-bills", { status: "NIGO", policyId });
    expect(nigo.json()).toMatchObject({
      message: "Only the carrier's team can move a task from In Review to Action Required.",
    });
    const skip = await put(benAdmin, "kickoff-call", { status: "IN_REVIEW" });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe("A task that is Not Started cannot be moved to In Review.");
    const eif = await put(benAdmin, "company-profile", { status: "IN_PROGRESS" });
    expect(eif.statusCode).toBe(409);
  });

  it("lets staff decide a review, and refuses Done on a task never worked on", async () => {
    const policyId = fixture.primary.id;
    expect((await put(staff, "prior-carrier-bills", { status: "NIGO", policyId })).json()).toMatchObject({
      status: "NIGO",
    });
    expect((await put(staff, "onboarding-forms", { status: "DONE" })).json()).toMatchObject({ status: "DONE" });
    const refused = await put(staff, "kickoff-call", { status: "DONE" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("A task that is Not Started cannot be moved to Completed.");
    const same = await put(staff, "onboarding-forms", { status: "DONE" });
    expect(same.json()).toMatchObject({ message: "The task is already Completed." });
    expect((await put(staff, "company-profile", { status: "VOIDED" })).json()).toMatchObject({ status: "VOIDED" });
    const seen = await send(benAdmin, "GET", `${base()}/tasks/prior-carrier-bills?policyId=${policyId}`);
    expect(seen.json()).toMatchObject({ status: "NIGO", allowedStatuses: ["IN_REVIEW"] });
  });

  it("answers 400 for a bad status or a policy task without policyId, 404 for unknown tasks, 403 across tenants", async () => {
    const bad = await put(staff, "kickoff-call", { status: "FINISHED" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: "body.status" });
    const noPolicy = await put(staff, "advisor-spd", { status: "IN_REVIEW" });
    expect(noPolicy.statusCode).toBe(400);
    expect(noPolicy.json().errors).toEqual([{ path: "body.policyId", message: "A policy task needs a policyId" }]);
    const unknown = await put(staff, "no-such-task", { status: "DONE" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Task not found");
    const otherPolicy = await put(staff, "advisor-spd", { status: "IN_REVIEW", policyId: fixture.second.id });
    expect(otherPolicy.statusCode).toBe(404);
    const other = await buildClient(t.database.db);
    const across = await send(benAdmin, "PUT", `/api/clients/${other.id}/tasks/kickoff-call/status`, {
      status: "IN_PROGRESS",
    });
    expect(across.statusCode).toBe(403);
  });

  it("hides an archived client from its ben admin (404) but not from staff", async () => {
    await t.database.db.update(clients).set({ isArchived: true }).where(eq(clients.id, fixture.client.id));
    expect((await send(benAdmin, "GET", `${base()}/tasks`)).statusCode).toBe(404);
    expect((await send(staff, "GET", `${base()}/tasks`)).statusCode).toBe(200);
  });
});
