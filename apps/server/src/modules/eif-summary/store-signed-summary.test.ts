/**
 * The signed summary kept as a client document: signing queues `eif-summary.store` in its transaction; the job
 * renders the PDF and stores it (category eif-summary), once per signature even when it runs again.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { documents, eifSignatures } from "../../db/schema/index";
import { storeEifSummaryJob } from "../../jobs/definitions/store-eif-summary";
import { eventually } from "../documents/documents-test-support";
import { eifRequester } from "../eif/eif-test-support";
import { completeEif, pdfText } from "./summary-test-support";

let t: TestApp;
let send: ReturnType<typeof eifRequester>;
beforeAll(async () => {
  t = await buildTestApp();
  send = eifRequester(t);
});
afterAll(() => t.close());

const summaryDocuments = (clientId: string) =>
  t.database.db
    .select()
    .from(documents)
    .where(and(eq(documents.clientId, clientId), eq(documents.category, "eif-summary")));

describe("the signed summary as a client document", () => {
  it("is stored after signing: a PDF with the signature, listed with the client's documents", async () => {
    const { client, cookie, version } = await completeEif(t);
    const signed = await send(cookie, "POST", `/api/clients/${client.id}/eif-signature`, {
      fullName: "Rosa Delgado",
      consent: true,
      language: "en",
      version,
    });
    expect(signed.statusCode, signed.body).toBe(201);

    const [stored] = await eventually(
      () => summaryDocuments(client.id),
      (rows) => rows.length === 1,
    );
    expect(stored).toMatchObject({ mimeType: "application/pdf", processStatus: "COMPLETED", language: "en" });
    expect(stored?.name).toMatch(/-company-information-summary-\d{4}-\d{2}-\d{2}\.pdf$/);

    const listed = await send(cookie, "GET", `/api/clients/${client.id}/documents/meta?categories=eif-summary`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).toContain(stored?.id);

    const download = await send(cookie, "GET", `/api/clients/${client.id}/documents/${stored?.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(download.rawPayload);
    expect(text).toContain("Company Information Summary");
    expect(text).toContain("Rosa Delgado");
    expect(text).toContain("(America/New_York)");
  });

  it("is stored once per signature, however often its job runs", async () => {
    const { client, cookie, version } = await completeEif(t);
    expect(
      (
        await send(cookie, "POST", `/api/clients/${client.id}/eif-signature`, {
          fullName: "Rosa Delgado",
          consent: true,
          language: "es",
          version,
        })
      ).statusCode,
    ).toBe(201);
    const [first] = await eventually(
      () => summaryDocuments(client.id),
      (rows) => rows.length === 1,
    );
    expect(first?.language).toBe("es");
    const [signature] = await t.database.db
      .select({ id: eifSignatures.id })
      .from(eifSignatures)
      .where(eq(eifSignatures.clientId, client.id));
    const jobId = await t.app.jobs.send(storeEifSummaryJob, { clientId: client.id, signatureId: signature?.id ?? "" });
    expect(jobId).toBeTruthy();
    await eventually(
      async () =>
        (await t.database.db.execute<{ state: string }>(sql`select state from pgboss.job where id = ${jobId}`)).rows,
      (rows) => rows[0]?.state === "completed",
    );
    const rows = await summaryDocuments(client.id);
    expect(rows.map((row) => row.id)).toEqual([first?.id]);
  });
});
