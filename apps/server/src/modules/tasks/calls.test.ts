import type { Call } from "@onboard/domain/tasks/call-schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, tasks } from "../../db/schema/index";
import { buildClientWithTasks, requester, sessionOf } from "./tasks-test-support";

let t: TestApp;
let send: ReturnType<typeof requester>;
let clientId: string;
let staff: Awaited<ReturnType<typeof sessionOf>>;
let benAdmin: Awaited<ReturnType<typeof sessionOf>>;

beforeAll(async () => {
  t = await buildTestApp();
  send = requester(t);
});
afterAll(() => t.close());

beforeEach(async () => {
  const db = t.database.db;
  clientId = (await buildClientWithTasks(db)).client.id;
  staff = await sessionOf(db, "SLF_OWNER", []);
  benAdmin = await sessionOf(db, "BEN_ADMIN", [clientId]);
});

const url = (call: string) => `/api/clients/${clientId}/calls/${call}`;
const put = (cookie: string, call: string, body: object, version?: string) =>
  send(cookie, "PUT", url(call), body, version === undefined ? {} : { "if-match": version });

async function taskStatus(taskId: "kickoff-call" | "ongoing-service-call") {
  const [row] = await t.database.db
    .select({ status: tasks.status })
    .from(tasks)
    .where(and(eq(tasks.clientId, clientId), eq(tasks.taskId, taskId)));
  return row?.status;
}

describe("GET /api/clients/:clientId/calls/:call", () => {
  it("gives an empty call with the client's version and ETag", async () => {
    const response = await send(benAdmin.cookie, "GET", url("kickoff"));
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    expect(response.json<Call>()).toEqual({
      call: "kickoff",
      selection: null,
      status: null,
      scheduledAt: null,
      topics: [],
      people: [],
      updatedAt: null,
      updatedBy: null,
      version: 1,
    });
  });

  it("answers 404 for an unknown call", async () => {
    const response = await send(benAdmin.cookie, "GET", url("lunch"));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Call not found");
  });
});

describe("PUT /api/clients/:clientId/calls/:call", () => {
  it("records the call with who and when, makes it Pending and starts its task", async () => {
    const body = {
      selection: "Schedule with my consultant",
      scheduledAt: "2030-02-03T15:30:00.000Z",
      topics: ["Billing", "Enrollment"],
      people: [{ name: "Ana Ruiz", email: "ana@example.com", role: "HR" }],
    };
    const response = await put(benAdmin.cookie, "kickoff", body, '"1"');
    expect(response.statusCode, response.body).toBe(200);
    const call = response.json<Call>();
    expect(call).toMatchObject({ ...body, status: "Pending", version: 2 });
    expect(call.updatedBy).toEqual({ id: benAdmin.user.id, name: benAdmin.user.name });
    expect(Date.now() - Date.parse(call.updatedAt ?? "")).toBeLessThan(60_000);
    expect(response.headers.etag).toBe('"2"');
    expect(await taskStatus("kickoff-call")).toBe("IN_PROGRESS");
    expect((await send(staff.cookie, "GET", url("kickoff"))).json<Call>()).toEqual(call);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, clientId), eq(auditLog.action, "call.update")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorUserId).toBe(benAdmin.user.id);
  });

  it("refuses a stale version with 412 and keeps the newer write", async () => {
    expect((await put(benAdmin.cookie, "install", { topics: ["First"] }, '"1"')).statusCode).toBe(200);
    const stale = await put(staff.cookie, "install", { topics: ["Second"] }, '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe("PRECONDITION_FAILED");
    expect((await send(staff.cookie, "GET", url("install"))).json<Call>().topics).toEqual(["First"]);
    expect((await put(staff.cookie, "install", { topics: [] })).statusCode).toBe(428);
  });

  it("lets staff record the outcome, and the task follows", async () => {
    const recorded = await put(staff.cookie, "install", { status: "Complete - Call Recorded" }, '"1"');
    expect(recorded.json<Call>()).toMatchObject({
      status: "Complete - Call Recorded",
      updatedBy: { id: staff.user.id },
    });
    expect(await taskStatus("ongoing-service-call")).toBe("DONE");
    const declined = await put(staff.cookie, "kickoff", { status: "Declined" }, '"2"');
    expect(declined.json<Call>().status).toBe("Declined");
    expect(await taskStatus("kickoff-call")).toBe("DECLINED");
  });

  it("keeps the call status to staff: a ben admin's status is 403 naming the field", async () => {
    const response = await put(benAdmin.cookie, "kickoff", { status: "Complete", topics: ["x"] }, '"1"');
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([{ path: "body.status", message: expect.any(String) }]);
  });

  it("validates topics and people (400 with paths)", async () => {
    const many = await put(
      benAdmin.cookie,
      "kickoff",
      { topics: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      '"1"',
    );
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ message: "Add at most 20 topics.", errors: [{ path: "body.topics" }] });
    const badEmail = await put(benAdmin.cookie, "kickoff", { people: [{ name: "A", email: "nope" }] }, '"1"');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors[0].path).toBe("body.people.0.email");
  });
});
