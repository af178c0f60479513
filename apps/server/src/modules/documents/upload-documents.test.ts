import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import type { DocumentMeta } from "@onboard/domain/documents/document-schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient, buildDocument, buildPolicy } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, documents, policyTasks, tasks } from "../../db/schema/index";
import { renderPdf } from "../../db/seed/pdf";
import { LocalDiskStorage } from "../../integrations/storage/local-disk-storage";
import { buildDocumentsTestApp, type Caller, callerFor, eventually } from "./documents-test-support";

let t: TestApp;
let close: () => Promise<void>;
let pdf: Buffer;
beforeAll(async () => {
  ({ t, close } = await buildDocumentsTestApp());
  pdf = await renderPdf({
    title: "Certificate of coverage",
    subtitle: "Prior carrier",
    paragraphs: ["Coverage ended on 12/31."],
    footer: "Test",
    createdAt: new Date("2026-01-01T00:00:00Z"),
  });
});
afterAll(() => close());

const db = () => t.database.db;

async function benAdminWithClient(): Promise<{ caller: Caller; clientId: string }> {
  const client = await buildClient(db());
  return { caller: await callerFor(t, "BEN_ADMIN", [client.id]), clientId: client.id };
}

describe("POST /api/clients/:clientId/documents", () => {
  it("stores a real PDF whose bytes come back from the download with attachment headers", async () => {
    const { caller, clientId } = await benAdminWithClient();
    const response = await caller.upload(clientId, { category: "other", language: "en" }, [
      { filename: "Certificado – José.pdf", bytes: pdf, contentType: "application/pdf" },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [meta] = response.json<DocumentMeta[]>();
    expect(meta).toMatchObject({
      clientId,
      category: "other",
      name: "Certificado – José.pdf",
      mimeType: "application/pdf",
      sizeBytes: pdf.length,
      processStatus: "PROCESSING",
      language: "en",
      updatedBy: { id: caller.user.id, name: caller.user.name },
    });

    const download = await caller.request("GET", `/api/clients/${clientId}/documents/${meta?.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Certificado _ Jos_.pdf"; filename*=UTF-8''Certificado%20%E2%80%93%20Jos%C3%A9.pdf`,
    );
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
    const byId = await caller.request("GET", `/api/documents/${meta?.id}`);
    expect(Buffer.compare(byId.rawPayload, pdf)).toBe(0);
  });

  it("refuses a file over 20 MB with the message, and stores nothing", async () => {
    const { caller, clientId } = await benAdminWithClient();
    const big = Buffer.alloc(21 * 1024 * 1024, 0x20);
    pdf.copy(big, 0, 0, 16);
    const response = await caller.upload(clientId, { category: "other" }, [{ filename: "big.pdf", bytes: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: "The file is larger than 20 MB.", code: "FILE_TOO_LARGE" });
    expect(await db().select().from(documents).where(eq(documents.clientId, clientId))).toEqual([]);
  });

  it.each([
    ["an ELF executable", Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)])],
    [
      "a Windows executable",
      Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE\0\0"), Buffer.alloc(200)]),
    ],
    ["a ZIP archive", Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)])],
  ])("refuses %s named report.pdf", async (_label, bytes) => {
    const { caller, clientId } = await benAdminWithClient();
    const response = await caller.upload(clientId, { category: "other" }, [{ filename: "report.pdf", bytes }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "This file type is not allowed." });
  });

  it("refuses a PNG named .pdf, and keeps a CSV as text", async () => {
    const { caller, clientId } = await benAdminWithClient();
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    const refused = await caller.upload(clientId, { category: "other" }, [{ filename: "scan.pdf", bytes: png }]);
    expect(refused.json()).toMatchObject({ message: "This file type is not allowed." });
    const csv = await caller.upload(clientId, { category: "other" }, [
      { filename: "census.csv", bytes: Buffer.from("name,salary\nAna,50000\n") },
    ]);
    expect(csv.statusCode).toBe(201);
    expect(csv.json()[0]).toMatchObject({ name: "census.csv", mimeType: "text/csv" });
  });

  it("cleans the name and keeps the bytes under a key of its own", async () => {
    const { caller, clientId } = await benAdminWithClient();
    const response = await caller.upload(clientId, { category: "other" }, [
      { filename: "../../etc/passwd.pdf", bytes: pdf },
      { filename: "scan", bytes: pdf },
    ]);
    expect(response.statusCode).toBe(201);
    expect(
      response
        .json<DocumentMeta[]>()
        .map((d) => d.name)
        .sort(),
    ).toEqual(["passwd.pdf", "scan.pdf"]);
    const rows = await db().select().from(documents).where(eq(documents.clientId, clientId));
    for (const row of rows) expect(row.storageKey).toBe(`clients/${clientId}/documents/${row.id}.pdf`);
  });

  it("asks for the category, and for the policy of a policy task", async () => {
    const { caller, clientId } = await benAdminWithClient();
    const noCategory = await caller.upload(clientId, {}, [{ filename: "a.pdf", bytes: pdf }]);
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().errors[0].path).toBe("body.category");
    const noPolicy = await caller.upload(clientId, { category: "prior-carrier-bills" }, [
      { filename: "a.pdf", bytes: pdf },
    ]);
    expect(noPolicy.json()).toMatchObject({ message: "Choose the policy this document belongs to." });
    const other = await buildClient(db());
    const foreign = await buildPolicy(db(), { clientId: other.id, policyNumber: "X-1" });
    const foreignPolicy = await caller.upload(clientId, { category: "prior-carrier-bills", policyId: foreign.id }, [
      { filename: "a.pdf", bytes: pdf },
    ]);
    expect(foreignPolicy.statusCode).toBe(404);
    const blankPolicy = await caller.upload(clientId, { category: "other", policyId: "", language: "" }, [
      { filename: "a.pdf", bytes: pdf },
    ]);
    expect(blankPolicy.json()[0]).toMatchObject({ policyId: null, language: null });
  });

  it("moves the client task, or the policy's task, to In Review and records it", async () => {
    const { caller, clientId } = await benAdminWithClient();
    const { id: policyId } = await buildPolicy(db(), { clientId, policyNumber: "P-77" });
    await db().insert(tasks).values({ clientId, taskId: "prior-carrier-certificates", status: "NIGO" });
    await db().insert(policyTasks).values({ clientId, policyId, taskId: "prior-carrier-bills", status: "NOT_STARTED" });

    await caller.upload(clientId, { category: "prior-carrier-certificates" }, [{ filename: "c.pdf", bytes: pdf }]);
    await caller.upload(clientId, { category: "prior-carrier-bills", policyId }, [{ filename: "b.pdf", bytes: pdf }]);

    const [task] = await db().select().from(tasks).where(eq(tasks.clientId, clientId));
    expect(task?.status).toBe("IN_REVIEW");
    const [policyTask] = await db().select().from(policyTasks).where(eq(policyTasks.policyId, policyId));
    expect(policyTask?.status).toBe("IN_REVIEW");
    const moves = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, clientId), eq(auditLog.action, "task.status")));
    expect(moves.map((m) => m.details)).toContainEqual(
      expect.objectContaining({ before: { status: "NIGO" }, after: { status: "IN_REVIEW" } }),
    );
  });

  it("is processed in the background: PROCESSING, then COMPLETED; a damaged PDF FAILED", async () => {
    const { caller, clientId } = await benAdminWithClient();
    const truncated = pdf.subarray(0, pdf.length - 200);
    const response = await caller.upload(clientId, { category: "other" }, [
      { filename: "good.pdf", bytes: pdf },
      { filename: "cut.pdf", bytes: truncated },
    ]);
    const ids = response.json<DocumentMeta[]>().map((d) => d.id);
    const query = ids.map((id) => `documentIds=${id}`).join("&");
    const settled = await eventually(
      async () =>
        (await caller.request("GET", `/api/clients/${clientId}/documents/meta?${query}`)).json<DocumentMeta[]>(),
      (list) => list.every((d) => d.processStatus !== "PROCESSING"),
    );
    expect(Object.fromEntries(settled.map((d) => [d.name, d.processStatus]))).toEqual({
      "good.pdf": "COMPLETED",
      "cut.pdf": "FAILED",
    });
  });

  it("keeps a ben admin of client A out of client B's documents", async () => {
    const a = await benAdminWithClient();
    const b = await benAdminWithClient();
    const uploaded = await b.caller.upload(b.clientId, { category: "other" }, [{ filename: "b.pdf", bytes: pdf }]);
    const id = uploaded.json<DocumentMeta[]>()[0]?.id;
    const base = `/api/clients/${b.clientId}/documents`;
    expect((await a.caller.request("GET", `${base}/meta`)).statusCode).toBe(403);
    expect((await a.caller.request("GET", `${base}/${id}`)).statusCode).toBe(403);
    expect((await a.caller.request("PUT", `${base}/${id}/rename`, { name: "mine.pdf" })).statusCode).toBe(403);
    expect((await a.caller.request("DELETE", `${base}/${id}`)).statusCode).toBe(403);
    expect(
      (await a.caller.upload(b.clientId, { category: "other" }, [{ filename: "x.pdf", bytes: pdf }])).statusCode,
    ).toBe(403);
    // Through another client's path, or by id alone, the document does not exist.
    expect((await a.caller.request("GET", `/api/clients/${a.clientId}/documents/${id}`)).statusCode).toBe(404);
    expect((await a.caller.request("GET", `/api/documents/${id}`)).statusCode).toBe(404);
    expect((await b.caller.request("GET", `${base}/${id}`)).statusCode).toBe(200);
  });

  it("serves a carrier-wide resource by id to anyone signed in", async () => {
    const { caller } = await benAdminWithClient();
    const storage = new LocalDiskStorage(path.join(t.config.dataDir, "files"));
    const key = `shared/documents/${randomUUID()}.pdf`;
    await storage.put(key, pdf, "application/pdf");
    const row = await buildDocument(db(), {
      category: "employee-resources",
      name: "Employee guide.pdf",
      mimeType: "application/pdf",
      sizeBytes: pdf.length,
      sha256: createHash("sha256").update(pdf).digest("hex"),
      storageKey: key,
    });
    const response = await caller.request("GET", `/api/documents/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain('filename="Employee guide.pdf"');
    expect(Buffer.compare(response.rawPayload, pdf)).toBe(0);
  });

  it("queues at start-up a document left PROCESSING by a stopped process", async () => {
    const client = await buildClient(db());
    const storage = new LocalDiskStorage(path.join(t.config.dataDir, "files"));
    const id = randomUUID();
    const key = `clients/${client.id}/documents/${id}.pdf`;
    await storage.put(key, pdf, "application/pdf");
    await buildDocument(db(), {
      id,
      clientId: client.id,
      category: "other",
      processStatus: "PROCESSING",
      name: "left.pdf",
      mimeType: "application/pdf",
      sizeBytes: pdf.length,
      sha256: createHash("sha256").update(pdf).digest("hex"),
      storageKey: key,
    });
    const restarted = await buildTestApp({ database: t.database, env: { DATA_DIR: t.config.dataDir } });
    try {
      const row = await eventually(
        async () => (await db().select().from(documents).where(eq(documents.id, id)))[0],
        (found) => found?.processStatus !== "PROCESSING",
      );
      expect(row?.processStatus).toBe("COMPLETED");
    } finally {
      await restarted.close();
    }
  });
});
