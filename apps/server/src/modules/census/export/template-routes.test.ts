import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionFor } from "../../../../test/sessions";
import { TEST_PLUGIN_TIMEOUT_MS } from "../../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../../test/test-database";
import { buildApp } from "../../../app";
import { loadConfig } from "../../../config";
import { censusTemplateCsv } from "./census-template";
import { readWorkbook } from "./export-test-support";
import { CENSUS_TEMPLATE_CSV_PATH, CENSUS_TEMPLATE_XLSX_PATH, censusTemplateRoutes } from "./template-routes";

let database: TestDatabase;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ APP_ENV: "local", LOG_LEVEL: "silent", WEB_DIST_DIR: "/nonexistent" });
  app = await buildApp({ config, db: database.db, logger: false, pluginTimeoutMs: TEST_PLUGIN_TIMEOUT_MS });
  // The census module registers these routes in the app; until it does, the test registers them itself.
  if (!app.hasRoute({ method: "GET", url: CENSUS_TEMPLATE_CSV_PATH })) await app.register(censusTemplateRoutes);
  await app.ready();
  cookie = (await createSessionFor(database.db, { role: "BEN_ADMIN" })).cookie;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("GET /api/census-template.csv and .xlsx", () => {
  it("refuses a caller without a session (401)", async () => {
    for (const url of [CENSUS_TEMPLATE_CSV_PATH, CENSUS_TEMPLATE_XLSX_PATH]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
    }
  });

  it("refuses a user who has not accepted the terms of use (403)", async () => {
    const pending = await createSessionFor(database.db, { role: "BROKER", hasAcceptedTerms: false });
    const response = await get(CENSUS_TEMPLATE_CSV_PATH, { cookie: pending.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "TERMS_NOT_ACCEPTED" });
  });

  it("sends the CSV as an attachment with a private cache and an ETag, then 304 for the same copy", async () => {
    const response = await get(CENSUS_TEMPLATE_CSV_PATH, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain('attachment; filename="census-template.csv"');
    expect(response.headers["cache-control"]).toBe("private, max-age=3600");
    expect(response.body).toBe(censusTemplateCsv());
    const etag = String(response.headers.etag);
    const again = await get(CENSUS_TEMPLATE_CSV_PATH, { cookie, "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // The session comes before the cache: without one, the ETag says nothing.
    expect((await get(CENSUS_TEMPLATE_CSV_PATH, { "if-none-match": etag })).statusCode).toBe(401);
  });

  it("sends the XLSX workbook, the same bytes each time", async () => {
    const staff = await createSessionFor(database.db, { role: "SLF_ADMIN" });
    const response = await get(CENSUS_TEMPLATE_XLSX_PATH, { cookie: staff.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers["content-disposition"]).toContain('filename="census-template.xlsx"');
    const workbook = await readWorkbook(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Census", "Instructions"]);
    const again = await get(CENSUS_TEMPLATE_XLSX_PATH, { cookie });
    expect(again.headers.etag).toBe(response.headers.etag);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });
});
