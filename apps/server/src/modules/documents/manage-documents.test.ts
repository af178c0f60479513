import type { DocumentMeta } from "@onboard/domain/documents/document-schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient, buildPolicy } from "../../../test/factories/index";
import type { TestApp } from "../../../test/test-app";
import { auditLog, clients, policyTasks, userClients, users } from "../../db/schema/index";
import { buildDocumentsTestApp, type Caller, callerFor } from "./documents-test-support";

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await buildDocumentsTestApp());
});
afterAll(() => close());

const db = () => t.database.db;
const text = (value: string) => Buffer.from(value);

async function setup(): Promise<{ caller: Caller; admin: Caller; clientId: string; policyId: string }> {
  const client = await buildClient(db());
  const policy = await buildPolicy(db(), { clientId: client.id, policyNumber: "P-1" });
  return {
    caller: await callerFor(t, "BROKER", [client.id]),
    admin: await callerFor(t, "SLF_ADMIN"),
    clientId: client.id,
    policyId: policy.id,
  };
}

async function upload(caller: Caller, clientId: string, fields: Record<string, string>, filename: string) {
  const response = await caller.upload(clientId, fields, [{ filename, bytes: text(`${filename}\n`) }]);
  expect(response.statusCode, response.body).toBe(201);
  const [meta] = response.json<DocumentMeta[]>();
  if (!meta) throw new Error("no document");
  return meta;
}

describe("documents meta, count and last touched", () => {
  it("filters by categories, policy, ids and language, newest first", async () => {
    const { caller, clientId, policyId } = await setup();
    const en = await upload(caller, clientId, { category: "employee-resources", language: "en" }, "guide-en.txt");
    const es = await upload(caller, clientId, { category: "employee-resources", language: "es" }, "guide-es.txt");
    const bill = await upload(caller, clientId, { category: "prior-carrier-bills", policyId }, "bill.txt");
    const other = await upload(caller, clientId, { category: "employer-resources" }, "employer.txt");
    const base = `/api/clients/${clientId}/documents`;
    const names = async (query: string) =>
      (await caller.request("GET", `${base}/meta?${query}`)).json<DocumentMeta[]>().map((d) => d.name);

    expect(await names("")).toEqual([other.name, bill.name, es.name, en.name]);
    expect(await names("categories=employee-resources&categories=employer-resources")).toEqual([
      other.name,
      es.name,
      en.name,
    ]);
    expect(await names("categories=employee-resources&language=es")).toEqual([es.name]);
    expect(await names(`policyId=${policyId}`)).toEqual([bill.name]);
    expect(await names(`documentId=${en.id}`)).toEqual([en.name]);
    expect(await names(`documentIds=${en.id}&documentIds=${bill.id}`)).toEqual([bill.name, en.name]);
    expect((await caller.request("GET", `${base}/meta?categories=nope`)).statusCode).toBe(400);

    const count = await caller.request("GET", `${base}/count?categories=employee-resources`);
    expect(count.json()).toEqual({ count: 2 });

    const last = await caller.request("GET", `${base}/last-touched/employee-resources`);
    expect(last.json().document).toMatchObject({ id: es.id });
    await caller.request("PUT", `${base}/${en.id}/rename`, { name: "Guide" });
    const afterRename = await caller.request("GET", `${base}/last-touched/employee-resources`);
    expect(afterRename.json().document).toMatchObject({ id: en.id, name: "Guide.txt" });
    const none = await caller.request("GET", `${base}/last-touched/pfml?policyId=${policyId}`);
    expect(none.json()).toEqual({ document: null });
  });
});

describe("rename, delete and meta update", () => {
  it("renames with a clean name that keeps the extension, and records who", async () => {
    const { caller, admin, clientId } = await setup();
    const doc = await upload(caller, clientId, { category: "other" }, "scan.txt");
    const base = `/api/clients/${clientId}/documents/${doc.id}`;
    const renamed = await admin.request("PUT", `${base}/rename`, { name: "../Prior <carrier> bill" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Prior _carrier_ bill.txt", updatedBy: { id: admin.user.id } });
    const download = await caller.request("GET", base);
    expect(download.headers["content-disposition"]).toContain('filename="Prior _carrier_ bill.txt"');
    const empty = await admin.request("PUT", `${base}/rename`, { name: "  " });
    expect(empty.json()).toMatchObject({ message: "Please provide a name.", errors: [{ path: "body.name" }] });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, doc.id), eq(auditLog.action, "document.rename")));
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      details: { before: { name: "scan.txt" }, after: { name: "Prior _carrier_ bill.txt" } },
    });
  });

  it("deletes: the document leaves the list and its download is 404", async () => {
    const { caller, clientId } = await setup();
    const doc = await upload(caller, clientId, { category: "other" }, "gone.txt");
    const base = `/api/clients/${clientId}/documents`;
    expect((await caller.request("DELETE", `${base}/${doc.id}`)).statusCode).toBe(204);
    expect((await caller.request("GET", `${base}/${doc.id}`)).statusCode).toBe(404);
    expect((await caller.request("GET", `/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await caller.request("GET", `${base}/meta`)).json()).toEqual([]);
    expect((await caller.request("DELETE", `${base}/${doc.id}`)).statusCode).toBe(404);
  });

  it("moves documents to a policy task, all or none, and the task goes to In Review", async () => {
    const { caller, clientId, policyId } = await setup();
    await db().insert(policyTasks).values({ clientId, policyId, taskId: "dental-rollover", status: "UPCOMING" });
    const a = await upload(caller, clientId, { category: "other" }, "a.txt");
    const b = await upload(caller, clientId, { category: "other" }, "b.txt");
    const url = `/api/clients/${clientId}/documents/meta`;

    const unknown = "00000000-0000-4000-8000-0000000000d9";
    const refused = await caller.request("PUT", url, { documentIds: [a.id, unknown], language: "es" });
    expect(refused.statusCode).toBe(404);
    expect((await caller.request("GET", `${url}?language=es`)).json()).toEqual([]);

    const noPolicy = await caller.request("PUT", url, { documentIds: [a.id], category: "dental-rollover" });
    expect(noPolicy.statusCode).toBe(400);

    const moved = await caller.request("PUT", url, {
      documentIds: [a.id, b.id],
      category: "dental-rollover",
      policyId,
      language: "es",
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual([
      expect.objectContaining({ id: b.id, category: "dental-rollover", policyId, language: "es" }),
      expect.objectContaining({ id: a.id, category: "dental-rollover", policyId, language: "es" }),
    ]);
    const [task] = await db().select().from(policyTasks).where(eq(policyTasks.policyId, policyId));
    expect(task?.status).toBe("IN_REVIEW");
  });
});

describe("the new-document notice", () => {
  it("is kept per user and client, and a new upload shows it again to the client's other users", async () => {
    const { caller, clientId } = await setup();
    const url = `/api/clients/${clientId}/new-document-notice`;
    expect((await caller.request("GET", url)).json()).toEqual({ newDocumentNoticeStatus: null });
    const seen = await caller.request("PUT", url, { newDocumentNoticeStatus: "NEW_AND_SEEN" });
    expect(seen.json()).toEqual({ newDocumentNoticeStatus: "NEW_AND_SEEN" });
    expect((await caller.request("GET", url)).json()).toEqual({ newDocumentNoticeStatus: "NEW_AND_SEEN" });
    expect((await caller.request("PUT", url, { newDocumentNoticeStatus: "NEW" })).statusCode).toBe(400);

    const colleague = await callerFor(t, "BEN_ADMIN", [clientId]);
    await upload(colleague, clientId, { category: "other" }, "new.txt");
    expect((await caller.request("GET", url)).json()).toEqual({ newDocumentNoticeStatus: null });
    const [link] = await db()
      .select()
      .from(userClients)
      .where(and(eq(userClients.userId, colleague.user.id), eq(userClients.clientId, clientId)));
    expect(link?.newDocumentNotice).toBeNull();
  });

  it("is kept per user by PUT /api/users/new-document-notice, which staff also read per client", async () => {
    const { admin, clientId } = await setup();
    const response = await admin.request("PUT", "/api/users/new-document-notice", { newDocumentNoticeStatus: "OLD" });
    expect(response.json()).toEqual({ newDocumentNoticeStatus: "OLD" });
    const [row] = await db().select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.newDocumentNotice).toBe("OLD");
    const perClient = await admin.request("GET", `/api/clients/${clientId}/new-document-notice`);
    expect(perClient.json()).toEqual({ newDocumentNoticeStatus: "OLD" });
  });
});

describe("an archived client", () => {
  it("has no documents for its broker (404), while the carrier staff still reach them", async () => {
    const { caller, admin, clientId } = await setup();
    await upload(caller, clientId, { category: "other" }, "kept.txt");
    await db().update(clients).set({ isArchived: true }).where(eq(clients.id, clientId));
    expect((await caller.request("GET", `/api/clients/${clientId}/documents/meta`)).statusCode).toBe(404);
    const staff = await admin.request("GET", `/api/clients/${clientId}/documents/meta`);
    expect(staff.json()).toHaveLength(1);
  });
});
