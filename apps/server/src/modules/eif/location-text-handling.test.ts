/**
 * Spec §5 "Text handling" on the EIF answers: the client's name and the locations' names and address lines come back
 * with an escaped less-than sign restored; other fields, and what is stored, keep the text as it is.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLocation } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { clients, locations } from "../../db/schema/index";
import { buildEifClient, eifRequester, sessionOf } from "./eif-test-support";

let t: TestApp;
let send: ReturnType<typeof eifRequester>;
beforeAll(async () => {
  t = await buildTestApp();
  send = eifRequester(t);
});
afterAll(() => t.close());

async function storedLocation(id: string) {
  const [row] = await t.database.db.select().from(locations).where(eq(locations.id, id));
  return row;
}

describe("text handling of the EIF draft and locations", () => {
  it("GET .../draft restores `<` in the client's name and the locations' names and addresses only", async () => {
    const db = t.database.db;
    const { client } = await buildEifClient(db);
    await db.update(clients).set({ name: "Smith &lt;Holdings&gt;" }).where(eq(clients.id, client.id));
    const escaped = await buildLocation(db, {
      clientId: client.id,
      name: "HQ &lt;North&gt;",
      address1: "1 &#60; Main St",
      address2: "Suite &#x3C;4",
      city: "&LT;Springfield",
      zipCode: "&lt;02110",
    });
    const cookie = await sessionOf(db, "BEN_ADMIN", [client.id]);
    await send(
      cookie,
      "PATCH",
      `/api/clients/${client.id}/draft`,
      { answers: { legalName: "A &lt; B LLC" } },
      {
        "if-match": '"0"',
      },
    );

    const response = await send(cookie, "GET", `/api/clients/${client.id}/draft`);
    expect(response.statusCode, response.body).toBe(200);
    const draft = response.json();
    expect(draft.clientName).toBe("Smith <Holdings&gt;");
    expect(draft.locations.find((l: { id: string }) => l.id === escaped.id)).toMatchObject({
      name: "HQ <North&gt;",
      address1: "1 < Main St",
      address2: "Suite <4",
      city: "<Springfield",
      zipCode: "&lt;02110",
    });
    expect(draft.answers.legalName).toBe("A &lt; B LLC");
    expect(await storedLocation(escaped.id)).toMatchObject({ name: "HQ &lt;North&gt;", city: "&LT;Springfield" });
  });

  it("POST and PUT .../locations answer `<` and store the text as sent", async () => {
    const db = t.database.db;
    const { client } = await buildEifClient(db);
    const cookie = await sessionOf(db, "SLF_ADMIN", []);
    const body = {
      name: "Depot &lt;East&gt;",
      address1: "9 Dock Rd",
      address2: "",
      city: "Dallas",
      state: "TX",
      zipCode: "75201",
      locationType: "SUBSIDIARY",
    };
    const created = await send(cookie, "POST", `/api/clients/${client.id}/locations`, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: "Depot <East&gt;", city: "Dallas" });
    const id = created.json().id;

    const edited = await send(
      cookie,
      "PUT",
      `/api/clients/${client.id}/locations/${id}`,
      { ...body, city: "Fort &#60; Worth" },
      { "if-match": '"1"' },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: "Depot <East&gt;", city: "Fort < Worth" });
    expect(await storedLocation(id)).toMatchObject({ name: "Depot &lt;East&gt;", city: "Fort &#60; Worth" });
  });
});
