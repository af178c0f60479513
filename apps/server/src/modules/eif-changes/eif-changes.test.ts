/**
 * The EIF after signing through the real app and Postgres: edits become change records, the net change rules of §4,
 * sending for review, the carrier's accept and decline, undo-ic-edits and the change log.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { changeRecords, clients, eifSignatures } from "../../db/schema/index";
import { eifRequester, sessionOf } from "../eif/eif-test-support";
import { completeEifFor } from "../eif-signature/signing-test-support";

let t: TestApp;
let send: ReturnType<typeof eifRequester>;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  send = eifRequester(t);
  staff = await sessionOf(t.database.db, "SLF_ADMIN", []);
});
afterAll(() => t.close());

const url = (clientId: string, path: string) => `/api/clients/${clientId}/${path}`;

/** A signed dental-only client, its ben admin's cookie and the draft's version. */
async function signedClient() {
  const fixture = await completeEifFor(t, send);
  const signed = await send(fixture.cookie, "POST", url(fixture.client.id, "eif-signature"), {
    fullName: "Rosa Delgado",
    consent: true,
    language: "en",
    version: fixture.version,
  });
  expect(signed.statusCode, signed.body).toBe(201);
  return fixture;
}

async function draftVersion(cookie: string, clientId: string): Promise<number> {
  return (await send(cookie, "GET", url(clientId, "draft"))).json().version;
}

async function save(cookie: string, clientId: string, answers: object, policyAnswers?: object) {
  const version = await draftVersion(cookie, clientId);
  const answer = await send(cookie, "PATCH", url(clientId, "draft"), { version, answers, policyAnswers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const changesOf = async (cookie: string, clientId: string) => {
  const answer = await send(cookie, "GET", url(clientId, "eif-changes"));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

const review = (clientId: string, body: object) => send(staff, "POST", url(clientId, "eif-changes/review"), body);

const contactBody = { firstName: "Eve", lastName: "Stone", email: "eve@example.com", access: ["billing"] };

async function addContact(cookie: string, clientId: string) {
  const answer = await send(cookie, "POST", url(clientId, "contacts"), contactBody);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: string; version: number };
}

const idsOf = (changes: { changeIds: string[] }[]) => changes.flatMap((change) => change.changeIds);

describe("before signing", () => {
  it("is pre-sign with no edits; saves make no change records, and there is nothing to review", async () => {
    const { client, cookie } = await completeEifFor(t, send);
    expect(await changesOf(cookie, client.id)).toEqual({
      mode: "pre-sign",
      editState: "no-edits",
      reset: false,
      eifSignedAt: null,
      changesDeclinedReason: null,
      changes: [],
    });
    await save(cookie, client.id, { legalName: "Acme Group LLC" });
    expect(await t.database.db.select().from(changeRecords).where(eq(changeRecords.clientId, client.id))).toEqual([]);
    const refused = await review(client.id, { accept: [crypto.randomUUID()] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("EIF_NOT_SIGNED");
  });
});

describe("edits after signing", () => {
  it("become change records: the net change shows from and to, and the signed snapshot stays as signed", async () => {
    const { client, cookie, dental } = await signedClient();
    const saved = await save(
      cookie,
      client.id,
      { legalName: "Acme Group LLC", employeesNumber: 40 },
      { [dental.id]: { advanceOrArrears: "ARREARS" } },
    );
    expect(saved.answers.legalName).toBe("Acme Group LLC");

    const state = await changesOf(cookie, client.id);
    expect(state).toMatchObject({ mode: "post-sign-with-edit", editState: "no-edits", reset: false });
    // employeesNumber was sent with its signed value: rule 5, no change.
    expect(state.changes).toEqual([
      expect.objectContaining({
        entity: "client",
        attributeKey: "legalName",
        from: "Acme Holdings LLC",
        to: "Acme Group LLC",
        status: "pending",
      }),
      expect.objectContaining({
        entity: "policy",
        entityId: dental.id,
        attributeKey: "advanceOrArrears",
        from: "ADVANCE",
        to: "ARREARS",
      }),
    ]);
    const [signature] = await t.database.db.select().from(eifSignatures).where(eq(eifSignatures.clientId, client.id));
    expect(signature?.snapshot).toMatchObject({ answers: { legalName: "Acme Holdings LLC" } });
  });

  it("net to nothing when they come back to the signed value (rule 5)", async () => {
    const { client, cookie } = await signedClient();
    await save(cookie, client.id, { legalName: "Acme Group LLC" });
    await save(cookie, client.id, { legalName: "Acme Holdings LLC" });
    expect((await changesOf(cookie, client.id)).changes).toEqual([]);
  });
});

describe("review", () => {
  it("sent for review, then staff accept one change and decline another: the declined one is taken back", async () => {
    const { client, cookie } = await signedClient();
    await save(cookie, client.id, { legalName: "Acme Group LLC", natureOfBusiness: "Widgets and gadgets" });
    const before = await draftVersion(cookie, client.id);

    const sent = await send(cookie, "POST", url(client.id, "eif-changes/ready-for-review"));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().editState).toBe("ready-for-review");

    const [legalName, nature] = sent.json().changes;
    expect(legalName.attributeKey).toBe("legalName");
    const noReason = await review(client.id, { accept: legalName.changeIds, decline: nature.changeIds });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([
      { path: "body.declineReason", message: "Please give the reason for declining" },
    ]);

    const reviewed = await review(client.id, {
      accept: legalName.changeIds,
      decline: nature.changeIds,
      declineReason: "The nature of business must match the application",
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({
      editState: "changes-accepted",
      changesDeclinedReason: "The nature of business must match the application",
      changes: [
        expect.objectContaining({ attributeKey: "legalName", status: "accepted", to: "Acme Group LLC" }),
        expect.objectContaining({ attributeKey: "natureOfBusiness", status: "declined" }),
      ],
    });

    const draft = (await send(cookie, "GET", url(client.id, "draft"))).json();
    expect(draft.answers).toMatchObject({ legalName: "Acme Group LLC", natureOfBusiness: "Manufacturing of widgets" });
    // The decline moved the draft on: a form still open on the old version must reload.
    expect(draft.version).toBeGreaterThan(before);
    const stale = await send(cookie, "PATCH", url(client.id, "draft"), {
      version: before,
      answers: { sicCode: "1234" },
    });
    expect(stale.statusCode).toBe(412);

    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.changesAcceptedAt).not.toBeNull();
    expect(row?.changesDeclinedReason).toBe("The nature of business must match the application");

    const log = await send(cookie, "GET", url(client.id, "change-log/deif-changes"));
    expect(log.statusCode).toBe(200);
    expect(
      log
        .json()
        .entries.map((entry: { changeDetails: { section: string } }) => entry.changeDetails.section)
        .sort(),
    ).toEqual(["accepted", "declined", "ready-for-review"]);
    expect(log.json().entries[0].changeDetails.changes[0]).toHaveProperty("attributeKey");
  });

  it("refuses a review naming a change that no longer waits (409), and decides nothing", async () => {
    const { client, cookie } = await signedClient();
    await save(cookie, client.id, { legalName: "Acme Group LLC" });
    const [change] = (await changesOf(cookie, client.id)).changes;
    expect((await review(client.id, { accept: change.changeIds })).statusCode).toBe(200);
    const again = await review(client.id, { accept: change.changeIds });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "EIF_CHANGE_NOT_PENDING",
      message: "A change is no longer waiting for review. Reload to see the latest changes.",
    });
    expect((await review(client.id, {})).json().errors[0].message).toBe(
      "Choose at least one change to accept or decline",
    );
  });

  it("is carrier staff's: the ben admin and a broker of the client are refused; another tenant's client too", async () => {
    const { client, cookie } = await signedClient();
    await save(cookie, client.id, { legalName: "Acme Group LLC" });
    const ids = idsOf((await changesOf(cookie, client.id)).changes);
    expect((await send(cookie, "POST", url(client.id, "eif-changes/review"), { accept: ids })).statusCode).toBe(403);
    const broker = await sessionOf(t.database.db, "BROKER", [client.id]);
    expect((await send(broker, "POST", url(client.id, "eif-changes/review"), { accept: ids })).statusCode).toBe(403);
    expect((await send(broker, "POST", url(client.id, "undo-ic-edits"))).statusCode).toBe(403);
    const other = await sessionOf(t.database.db, "BEN_ADMIN", []);
    expect((await send(other, "GET", url(client.id, "eif-changes"))).statusCode).toBe(403);
    expect((await send(other, "GET", url(client.id, "change-log/deif-changes"))).statusCode).toBe(403);
    expect((await send(other, "POST", url(client.id, "eif-changes/ready-for-review"))).statusCode).toBe(403);
    expect((await send(staff, "GET", url(crypto.randomUUID(), "eif-changes"))).statusCode).toBe(404);
  });

  it("sends nothing for review when nothing waits", async () => {
    const { client, cookie } = await signedClient();
    const answer = await send(cookie, "POST", url(client.id, "eif-changes/ready-for-review"));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe("There are no changes waiting to be sent for review");
  });
});

describe("the net change rules through the API (contacts)", () => {
  it("rule 1: a pending create followed by a pending delete cancels out", async () => {
    const { client, cookie } = await signedClient();
    const contact = await addContact(cookie, client.id);
    expect((await changesOf(cookie, client.id)).changes).toEqual([
      expect.objectContaining({ entity: "contact", entityId: contact.id, attributeKey: "$created", status: "pending" }),
    ]);
    expect((await send(cookie, "DELETE", url(client.id, `contacts/${contact.id}`))).statusCode).toBe(204);
    expect((await changesOf(cookie, client.id)).changes).toEqual([]);
  });

  it("rule 2: an accepted create followed by a pending delete shows the delete and the non-accepted edits", async () => {
    const { client, cookie } = await signedClient();
    const contact = await addContact(cookie, client.id);
    expect((await review(client.id, { accept: idsOf((await changesOf(cookie, client.id)).changes) })).statusCode).toBe(
      200,
    );
    const edited = await send(cookie, "PUT", url(client.id, `contacts/${contact.id}`), {
      ...contactBody,
      title: "CFO",
      version: contact.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await send(cookie, "DELETE", url(client.id, `contacts/${contact.id}`))).statusCode).toBe(204);
    const changes = (await changesOf(cookie, client.id)).changes;
    expect(changes.map((c: { attributeKey: string; status: string }) => [c.attributeKey, c.status])).toEqual([
      ["$deleted", "pending"],
      ["title", "pending"],
    ]);
  });

  it("rule 3: an accepted create plus an accepted delete leaves only the deletion", async () => {
    const { client, cookie } = await signedClient();
    const contact = await addContact(cookie, client.id);
    await review(client.id, { accept: idsOf((await changesOf(cookie, client.id)).changes) });
    await send(cookie, "DELETE", url(client.id, `contacts/${contact.id}`));
    await review(client.id, { accept: idsOf((await changesOf(cookie, client.id)).changes) });
    expect((await changesOf(cookie, client.id)).changes).toEqual([
      expect.objectContaining({ entityId: contact.id, attributeKey: "$deleted", status: "accepted" }),
    ]);
  });

  it("rule 4: a declined create takes the contact away, and with its delete cancels", async () => {
    const { client, cookie } = await signedClient();
    const contact = await addContact(cookie, client.id);
    const declined = await review(client.id, {
      decline: idsOf((await changesOf(cookie, client.id)).changes),
      declineReason: "Not a contact of the plan",
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ editState: "changes-declined-no-new-edits", changes: [] });
    const listed = (await send(cookie, "GET", url(client.id, "contacts"))).json();
    expect(JSON.stringify(listed)).not.toContain(contact.id);
  });

  it("declining an edit puts the contact's attribute back; declining a delete restores the contact", async () => {
    const { client, cookie } = await signedClient();
    const contacts = (await send(cookie, "GET", url(client.id, "contacts"))).json();
    const ana = (Array.isArray(contacts) ? contacts : contacts.contacts)[0];
    const edited = await send(cookie, "PUT", url(client.id, `contacts/${ana.id}`), {
      firstName: ana.firstName,
      lastName: "Ruiz-Solano",
      email: ana.email,
      version: ana.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await review(client.id, { decline: idsOf((await changesOf(cookie, client.id)).changes), declineReason: "Keep" });
    const listed = (await send(cookie, "GET", url(client.id, "contacts"))).json();
    const back = (Array.isArray(listed) ? listed : listed.contacts)[0];
    expect(back).toMatchObject({ id: ana.id, lastName: "Ruiz" });

    expect((await send(cookie, "DELETE", url(client.id, `contacts/${ana.id}`))).statusCode).toBe(204);
    await review(client.id, { decline: idsOf((await changesOf(cookie, client.id)).changes), declineReason: "Keep" });
    const restored = (await send(cookie, "GET", url(client.id, "contacts"))).json();
    expect(JSON.stringify(restored)).toContain(ana.id);
  });
});

describe("undo-ic-edits", () => {
  it("takes back the carrier staff's pending edits, keeps the client's, and marks the reset state (rule 6)", async () => {
    const { client, cookie } = await signedClient();
    await save(cookie, client.id, { legalName: "Acme Group LLC" });
    await save(staff, client.id, { natureOfBusiness: "Edited by the consultant" });
    const undone = await send(staff, "POST", url(client.id, "undo-ic-edits"));
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().undoneCount).toBe(1);
    const state = await changesOf(cookie, client.id);
    expect(state).toMatchObject({
      reset: true,
      changes: [expect.objectContaining({ attributeKey: "legalName", status: "pending" })],
    });
    expect(state.changes).toHaveLength(1);
    const draft = (await send(cookie, "GET", url(client.id, "draft"))).json();
    expect(draft.answers).toMatchObject({ legalName: "Acme Group LLC", natureOfBusiness: "Manufacturing of widgets" });
    const records = await t.database.db
      .select()
      .from(changeRecords)
      .where(and(eq(changeRecords.clientId, client.id), eq(changeRecords.attributeKey, "natureOfBusiness")));
    expect(records).toEqual([]);

    // Sent for review again, the reset state ends.
    const sent = await send(cookie, "POST", url(client.id, "eif-changes/ready-for-review"));
    expect(sent.json()).toMatchObject({ reset: false, editState: "ready-for-review" });
  });

  it("is carrier staff's only", async () => {
    const { client, cookie } = await signedClient();
    expect((await send(cookie, "POST", url(client.id, "undo-ic-edits"))).statusCode).toBe(403);
  });
});

describe("other records edited after signing", () => {
  it("a subsidiary added and a mailing location removed are changes; declined, the first goes and the second comes back", async () => {
    const { client, cookie, location } = await signedClient();
    const subsidiary = await send(cookie, "POST", url(client.id, "subsidiary"), {
      locationId: location.id,
      taxId: "98-7654321",
    });
    expect(subsidiary.statusCode, subsidiary.body).toBe(201);
    const mailingPath = url(client.id, "monthly-claims-report-mailing-location");
    const [mailing] = (await send(cookie, "GET", mailingPath)).json();
    expect((await send(cookie, "DELETE", `${mailingPath}/${mailing.id}`)).statusCode).toBe(204);

    const { changes } = await changesOf(cookie, client.id);
    expect(
      changes.map((c: { entity: string; attributeKey: string }) => `${c.entity} ${c.attributeKey}`).sort(),
    ).toEqual(["mailingLocation $deleted", "subsidiary $created"]);
    const declined = await review(client.id, { decline: idsOf(changes), declineReason: "Keep the form as signed" });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await send(cookie, "GET", url(client.id, "subsidiary"))).json()).toEqual([]);
    expect((await send(cookie, "GET", mailingPath)).json()).toEqual([mailing]);
  });
});

describe("employee classes edited after signing", () => {
  it("a renamed class is a change; declined, the class has its signed name back", async () => {
    const { client, cookie } = await signedClient();
    const classesPath = url(client.id, "employee-classes");
    const [original] = (await send(cookie, "GET", classesPath)).json();
    const renamed = await send(cookie, "PUT", `${classesPath}/${original.id}`, {
      name: "Salaried employees",
      version: original.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const { changes } = await changesOf(cookie, client.id);
    expect(changes).toEqual([
      expect.objectContaining({
        entity: "employeeClass",
        attributeKey: "name",
        from: "All employees",
        to: "Salaried employees",
      }),
    ]);
    await review(client.id, { decline: idsOf(changes), declineReason: "Keep the signed class" });
    const [back] = (await send(cookie, "GET", classesPath)).json();
    expect(back).toMatchObject({ id: original.id, name: "All employees" });
  });
});

describe("signing the updates", () => {
  it("signs only the accepted changes, and starts a new round with no edits", async () => {
    const { client, cookie } = await signedClient();
    await save(cookie, client.id, { legalName: "Acme Group LLC", natureOfBusiness: "Widgets and gadgets" });
    await send(cookie, "POST", url(client.id, "eif-changes/ready-for-review"));
    const [legalName, nature] = (await changesOf(cookie, client.id)).changes;
    await review(client.id, { accept: legalName.changeIds });
    await review(client.id, { decline: nature.changeIds, declineReason: "Keep it" });
    expect((await changesOf(cookie, client.id)).editState).toBe("changes-accepted");

    const signed = await send(cookie, "POST", url(client.id, "eif-signature"), {
      fullName: "Rosa Delgado",
      consent: true,
      language: "en",
      action: "review-&-submit-updates",
      version: await draftVersion(cookie, client.id),
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const rows = await t.database.db.select().from(eifSignatures).where(eq(eifSignatures.clientId, client.id));
    const updates = rows.find((row) => row.snapshot.action === "review-&-submit-updates");
    expect(updates?.snapshot.acceptedChanges).toEqual([
      expect.objectContaining({ attributeKey: "legalName", to: "Acme Group LLC", status: "accepted" }),
    ]);
    expect(await changesOf(cookie, client.id)).toMatchObject({
      editState: "no-edits",
      changes: [],
      changesDeclinedReason: null,
    });
  });
});

describe("a class's plans edited after signing", () => {
  it("are one change of the class; declined, the class has its signed plans back", async () => {
    const { client, cookie, dental, plans } = await signedClient();
    const dentalPlan = plans.find((plan) => plan.policyId === dental.id);
    const classesPath = url(client.id, "employee-classes");
    const [original] = (await send(cookie, "GET", classesPath)).json();
    const chosen = await send(cookie, "POST", `${classesPath}/${original.id}/plans/set-benefit-type-plans`, {
      benefitType: "DENTAL",
      planIds: [dentalPlan?.id],
      version: original.version,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const { changes } = await changesOf(cookie, client.id);
    expect(changes).toEqual([
      expect.objectContaining({
        entity: "employeeClass",
        attributeKey: "plans",
        from: [],
        to: [expect.objectContaining({ planId: dentalPlan?.id })],
      }),
    ]);
    await review(client.id, { decline: idsOf(changes), declineReason: "The class has no dental plan" });
    const [back] = (await send(cookie, "GET", classesPath)).json();
    expect(back).toMatchObject({ id: original.id, plans: [] });
    expect(back.version).toBeGreaterThan(chosen.json().version);
  });
});
