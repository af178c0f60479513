/**
 * A multipart body that ends inside its file part, with no closing boundary (found by the route fuzz, FUZZ_SEED=
 * 1087793704): the file stream ends with Node's "Premature close" while the client is still there. It is the
 * client's malformed upload (400 MALFORMED_UPLOAD), not a 500, and nothing is stored.
 */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../src/db/schema/index";
import { buildDocumentsTestApp, multipartBody } from "../../src/modules/documents/documents-test-support";
import { buildClient } from "../factories/index";
import { createSessionFor } from "../sessions";
import { csrfHeaders, type TestApp } from "../test-app";

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await buildDocumentsTestApp());
});
afterAll(() => close?.());

const PDF = new TextEncoder().encode("%PDF-1.7\nbody\n%%EOF\n");

describe("an upload whose body ends inside the file", () => {
  it("is refused as malformed (400), and stores nothing", async () => {
    const client = await buildClient(t.database.db);
    const { payload, contentType } = multipartBody({ category: "plan-summary", language: "en" }, [
      { filename: "Summary.pdf", bytes: PDF, contentType: "application/pdf" },
    ]);
    const closing = payload.lastIndexOf("\r\n--");
    const session = await createSessionFor(t.database.db, { role: "SLF_ADMIN" });
    const { cookie, ...token } = await csrfHeaders(t.app);
    const answer = await t.app.inject({
      method: "POST",
      url: `/api/clients/${client.id}/documents`,
      headers: { cookie: `${session.cookie}; ${cookie}`, ...token, "content-type": contentType },
      payload: payload.subarray(0, closing),
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({ message: ERROR_MESSAGES.malformedUpload, code: "MALFORMED_UPLOAD" });
    expect(await t.database.db.select().from(documents).where(eq(documents.clientId, client.id))).toEqual([]);
  });
});
