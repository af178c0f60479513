/**
 * Spec §5 "Text handling" on the contacts: names and address lines come back with an escaped less-than sign restored;
 * the other fields, the stored row and the audit trail keep the text as it is.
 */
import type { Contact } from "@onboard/domain/eif/eif-resource-schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildContact } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, contacts } from "../../db/schema/index";
import { buildEifFixture, requester, sessionsFor } from "./eif-resources-test-support";

let t: TestApp;
let send: ReturnType<typeof requester>;
let f: Awaited<ReturnType<typeof buildEifFixture>>;
let callers: Awaited<ReturnType<typeof sessionsFor>>;

beforeAll(async () => {
  t = await buildTestApp();
  send = requester(t);
});
afterAll(() => t.close());

beforeEach(async () => {
  f = await buildEifFixture(t.database.db);
  callers = await sessionsFor(t.database.db, f.client.id);
});

const url = (suffix = "") => `/api/clients/${f.client.id}/contacts${suffix}`;

async function storedContact(id: string) {
  const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, id));
  return row;
}

describe("text handling of contacts", () => {
  it("GET restores `<` in names and address lines, not in the title or e-mail", async () => {
    const stored = await buildContact(t.database.db, {
      clientId: f.client.id,
      firstName: "&lt;Ana",
      lastName: "Ruiz &#60;CFO&gt;",
      address1: "1 &#x3c; Main St",
      address2: "Floor &lt;2",
      city: "&lt;Boston",
      title: "Head &lt; Finance",
      email: "ana&lt;@example.test",
    });
    for (const cookie of [callers.staff, callers.broker, callers.benAdmin]) {
      const response = await send(cookie, "GET", url());
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Contact[]>().find((c) => c.id === stored.id)).toMatchObject({
        firstName: "<Ana",
        lastName: "Ruiz <CFO&gt;",
        address1: "1 < Main St",
        address2: "Floor <2",
        city: "<Boston",
        title: "Head &lt; Finance",
        email: "ana&lt;@example.test",
      });
    }
    expect(await storedContact(stored.id)).toMatchObject({ firstName: "&lt;Ana", city: "&lt;Boston" });
  });

  it("POST and PUT answer `<` while the row and the audit keep the text as sent", async () => {
    const body = {
      firstName: "Grace &lt;G&gt;",
      lastName: "Hopper",
      title: "CTO &lt; CEO",
      zipCode: "02110",
      state: "MA",
      access: ["claims"],
    };
    const created = await send(callers.broker, "POST", url(), body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Contact>()).toMatchObject({ firstName: "Grace <G&gt;", title: "CTO &lt; CEO" });
    const id = created.json<Contact>().id;

    const edited = await send(
      callers.benAdmin,
      "PUT",
      url(`/${id}`),
      { ...body, city: "&lt;Salem" },
      {
        "if-match": '"1"',
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Contact>()).toMatchObject({ firstName: "Grace <G&gt;", city: "<Salem" });

    expect(await storedContact(id)).toMatchObject({ firstName: "Grace &lt;G&gt;", city: "&lt;Salem" });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "contact.create")));
    const audited = JSON.stringify(audit?.details);
    expect(audited).toContain('"Grace &lt;G&gt;"');
    expect(audited).not.toContain("Grace <G");
  });
});
