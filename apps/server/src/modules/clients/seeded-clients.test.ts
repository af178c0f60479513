/** The client calls answer the demo seed's records (its setups, audit entries and errors) without a failure. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { seedDemoData } from "../../db/seed/seed-demo-data";
import { LocalDiskStorage } from "../../integrations/storage/local-disk-storage";
import { type Caller, callerFor } from "./clients-test-support";

let database: TestDatabase;
let t: TestApp;
let storageDir: string;
let admin: Caller;
beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(path.join(tmpdir(), "onboard-clients-seed-"));
  await seedDemoData(database.db, {
    today: new Date("2026-03-16T12:00:00Z"),
    storage: new LocalDiskStorage(storageDir),
    demoPassword: "Demo-Password-123!",
  });
  t = await buildTestApp({ database });
  admin = await callerFor(t, "SLF_OWNER");
});
afterAll(async () => {
  await t.close();
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe("the demo seed's clients", () => {
  it("list, and each one's detail, setup and audit trail load", async () => {
    const list = await admin.request("GET", "/api/clients?includeArchived=true&limit=100");
    expect(list.statusCode).toBe(200);
    const { data } = list.json<{ data: { id: string }[] }>();
    expect(data.length).toBeGreaterThan(0);
    for (const { id } of data) {
      for (const url of [`/api/clients/${id}`, `/api/clients/${id}/setup`, `/api/clients/${id}/audit-log`]) {
        const response = await admin.request("GET", url);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      }
      expect((await admin.request("GET", `/api/clients/${id}/audit-log/export`)).statusCode).toBe(200);
    }
  });
});
