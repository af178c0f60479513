/**
 * Spec §5 "Text handling" on the outside signer's review: the client's name and the locations' names and addresses
 * come back with an escaped less-than sign restored; the signer's title keeps the text as stored.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { clients, locations } from "../../db/schema/index";
import { buildEifClient, eifRequester, sessionOf } from "../eif/eif-test-support";
import { inviteSigner, signerRequester } from "./outside-signer-test-support";

let t: TestApp;
let send: ReturnType<typeof eifRequester>;
let asSigner: ReturnType<typeof signerRequester>;
beforeAll(async () => {
  t = await buildTestApp();
  send = eifRequester(t);
  asSigner = signerRequester(t);
});
afterAll(() => t.close());

describe("text handling of the outside signer's review", () => {
  it("GET .../eif restores `<` in the client's and the location's names, not in the signer's title", async () => {
    const db = t.database.db;
    const { client, location } = await buildEifClient(db);
    await db.update(clients).set({ name: "Smith &lt;Holdings&gt;" }).where(eq(clients.id, client.id));
    await db.update(locations).set({ name: "HQ &#60;North" }).where(eq(locations.id, location.id));
    const staff = await sessionOf(db, "SLF_OWNER", []);
    const { token } = await inviteSigner(t, send, staff, client.id, { title: "CFO &lt; CEO" });

    const review = await asSigner(token, "GET", `/api/outside-signer/clients/${client.id}/eif`);
    expect(review.statusCode, review.body).toBe(200);
    const answer = review.json();
    expect(answer.clientName).toBe("Smith <Holdings&gt;");
    expect(answer.draft.clientName).toBe("Smith <Holdings&gt;");
    expect(answer.draft.locations[0]).toMatchObject({ id: location.id, name: "HQ <North" });
    expect(answer.signer.title).toBe("CFO &lt; CEO");
  });
});
