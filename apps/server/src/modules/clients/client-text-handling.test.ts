/**
 * Spec §5 "Text handling" on the clients' answers: the name comes back with an escaped less-than sign restored; the
 * case id and the stored row keep the text as it is.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { uniqueSuffix } from "../../../test/factories/unique";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { clients } from "../../db/schema/index";
import { type Caller, callerFor } from "./clients-test-support";

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await callerFor(t, "SLF_ADMIN");
});
afterAll(() => t.close());

describe("text handling of clients", () => {
  it("GET /api/clients/:clientId restores `<` in the client's and its base client's names, not in the case id", async () => {
    const db = t.database.db;
    const base = await buildClient(db, { name: "Base &#60;Group&gt;" });
    const client = await buildClient(db, { name: "Smith &lt;Holdings&gt;", caseId: `&lt;${uniqueSuffix()}` });
    await db.update(clients).set({ baseClientId: base.id }).where(eq(clients.id, client.id));
    const broker = await callerFor(t, "BROKER", [client.id]);
    for (const caller of [admin, broker]) {
      const response = await caller.request("GET", `/api/clients/${client.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        name: "Smith <Holdings&gt;",
        caseId: client.caseId,
        baseClient: { id: base.id, name: "Base <Group&gt;" },
      });
    }
    const [stored] = await db.select().from(clients).where(eq(clients.id, client.id));
    expect(stored?.name).toBe("Smith &lt;Holdings&gt;");
  });

  it("the list and the ticket look-up answer the name with `<`", async () => {
    const suffix = uniqueSuffix();
    const ticketId = `ONB-${suffix}`;
    const client = await buildClient(t.database.db, { name: `TXT-${suffix} &lt;A&gt;`, ticketId });
    const list = await admin.request("GET", `/api/clients?search=TXT-${suffix}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ id: client.id, name: `TXT-${suffix} <A&gt;` })]);
    const found = await admin.request("GET", `/api/clients/ticket/${ticketId}/info`);
    expect(found.json().client).toMatchObject({ id: client.id, name: `TXT-${suffix} <A&gt;` });
  });
});
