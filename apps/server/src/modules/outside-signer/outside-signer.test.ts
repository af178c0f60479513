/** The outside signer through the real app and Postgres: naming and inviting, the token's limits, and signing. */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, changeRecords, clients, eifSignatures, outsideSigners, tasks } from "../../db/schema/index";
import { outboxFor } from "../account-tokens/account-tokens-test-support";
import { buildEifClient, eifRequester, sessionOf } from "../eif/eif-test-support";
import { completeEifFor } from "../eif-signature/signing-test-support";
import { inviteSigner, lastTokenSentTo, signerRequester } from "./outside-signer-test-support";

let t: TestApp;
let send: ReturnType<typeof eifRequester>;
let asSigner: ReturnType<typeof signerRequester>;
beforeAll(async () => {
  t = await buildTestApp();
  send = eifRequester(t);
  asSigner = signerRequester(t);
});
afterAll(() => t.close());

const managePath = (clientId: string) => `/api/clients/${clientId}/outside-signer`;
const reviewPath = (clientId: string) => `/api/outside-signer/clients/${clientId}/eif`;
const signPath = (clientId: string) => `/api/outside-signer/clients/${clientId}/eif-signature`;
const signBody = (version: number, extra: object = {}) => ({
  fullName: "Ana Ruiz",
  consent: true,
  language: "en",
  version,
  ...extra,
});

async function signerOf(clientId: string) {
  return t.database.db.select().from(outsideSigners).where(eq(outsideSigners.clientId, clientId));
}

describe("naming the outside signer", () => {
  it("invites: stores only the token's hash, e-mails the link, audits, and never shows the token", async () => {
    const { client } = await buildEifClient(t.database.db);
    const benAdmin = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const { email, token, answer } = await inviteSigner(t, send, benAdmin, client.id, { language: "es" });
    expect(answer.json().outsideSigner).toMatchObject({ firstName: "Ana", lastName: "Ruiz", email, isExpired: false });
    expect(answer.body).not.toContain(token);

    const [mail] = await outboxFor(t.database.db, email);
    expect(mail).toMatchObject({ template: "outside-signer-invitation", language: "es", clientId: client.id });
    expect(mail?.text).toContain(`/es/client/${client.id}/outside-signer/review-%26-submit?token=${token}`);

    const [row] = await signerOf(client.id);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    const lifetime = (row?.tokenExpiresAt?.getTime() ?? 0) - (row?.tokenIssuedAt?.getTime() ?? 0);
    expect(lifetime).toBe(14 * 24 * 60 * 60 * 1000);

    const status = await send(benAdmin, "GET", managePath(client.id));
    expect(status.json().outsideSigner).toMatchObject({ email, tokenIssuedAt: row?.tokenIssuedAt?.toISOString() });
    expect(status.body).not.toContain(token);
    expect(status.body).not.toContain(row?.tokenHash ?? "-");
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, client.id), eq(auditLog.action, "outside-signer.invite")));
    expect(audits).toHaveLength(1);
  });

  it("refuses a broker, and a bad body with the field's message", async () => {
    const { client } = await buildEifClient(t.database.db);
    const broker = await sessionOf(t.database.db, "BROKER", [client.id]);
    expect((await send(broker, "PUT", managePath(client.id), { nonsense: 1 })).statusCode).toBe(403);
    const staff = await sessionOf(t.database.db, "SLF_ADMIN", []);
    const bad = await send(staff, "PUT", managePath(client.id), { firstName: "Ana", lastName: "Ruiz", email: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: "body.email", message: "Please enter a valid email address" }]);
  });
});

describe("the outside signer's token", () => {
  it("opens the review of its own client and records the access", async () => {
    const { client } = await buildEifClient(t.database.db);
    const staff = await sessionOf(t.database.db, "SLF_OWNER", []);
    const { token } = await inviteSigner(t, send, staff, client.id);
    const review = await asSigner(token, "GET", reviewPath(client.id));
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({
      clientName: client.name,
      signer: { firstName: "Ana", lastName: "Ruiz", title: "CFO" },
      changes: { mode: "pre-sign", editState: "no-edits" },
      draft: { clientId: client.id, eifSignedAt: null },
    });
    expect(review.json().missing.length).toBeGreaterThan(0);
    expect(review.json().consentStatements.es).toContain("firma electrónica");
    const [row] = await signerOf(client.id);
    expect(row?.lastAccessedAt).not.toBeNull();
  });

  it("refuses no token, garbage, an unknown token, and another client's id", async () => {
    const { client } = await buildEifClient(t.database.db);
    const other = await buildEifClient(t.database.db);
    const staff = await sessionOf(t.database.db, "SLF_OWNER", []);
    const { token } = await inviteSigner(t, send, staff, client.id);
    for (const bad of [null, "garbage!", "A".repeat(43)]) {
      const refused = await asSigner(bad, "GET", reviewPath(client.id));
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        code: "OUTSIDE_SIGNER_LINK_INVALID",
        message:
          "This link has expired or is no longer valid. Please ask the person who sent it to you for a new link.",
      });
    }
    expect((await asSigner(token, "GET", reviewPath(other.client.id))).statusCode).toBe(403);
    expect((await asSigner(token, "POST", signPath(other.client.id), signBody(0))).statusCode).toBe(403);
    // A session is no token: the staff member's own cookie opens nothing here.
    expect((await send(staff, "GET", reviewPath(client.id))).statusCode).toBe(401);
  });

  it("stops working once expired, replaced by a resend or a new signer, or revoked", async () => {
    const { client } = await buildEifClient(t.database.db);
    const benAdmin = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const first = await inviteSigner(t, send, benAdmin, client.id);

    await t.database.db
      .update(outsideSigners)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(outsideSigners.clientId, client.id));
    expect((await asSigner(first.token, "GET", reviewPath(client.id))).statusCode).toBe(401);
    expect((await send(benAdmin, "GET", managePath(client.id))).json().outsideSigner.isExpired).toBe(true);

    const resent = await send(benAdmin, "POST", `${managePath(client.id)}/resend`, { language: "en" });
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await lastTokenSentTo(t, first.email);
    expect(second).not.toBe(first.token);
    expect((await asSigner(first.token, "GET", reviewPath(client.id))).statusCode).toBe(401);
    expect((await asSigner(second, "GET", reviewPath(client.id))).statusCode).toBe(200);

    const replacement = await inviteSigner(t, send, benAdmin, client.id);
    expect((await asSigner(second, "GET", reviewPath(client.id))).statusCode).toBe(401);
    expect((await asSigner(replacement.token, "GET", reviewPath(client.id))).statusCode).toBe(200);

    expect((await send(benAdmin, "DELETE", managePath(client.id))).statusCode).toBe(204);
    expect((await asSigner(replacement.token, "GET", reviewPath(client.id))).statusCode).toBe(401);
    expect((await send(benAdmin, "GET", managePath(client.id))).json()).toEqual({ outsideSigner: null });
    expect((await send(benAdmin, "DELETE", managePath(client.id))).statusCode).toBe(404);
    const actions = (
      await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.clientId, client.id))
    ).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "outside-signer.invite",
        "outside-signer.resend",
        "outside-signer.replace",
        "outside-signer.revoke",
      ]),
    );
  });
});

describe("the outside signer's summary", () => {
  it("downloads the summary PDF with the token only", async () => {
    const { client } = await buildEifClient(t.database.db);
    const staff = await sessionOf(t.database.db, "SLF_OWNER", []);
    const { token } = await inviteSigner(t, send, staff, client.id);
    const url = `/api/outside-signer/clients/${client.id}/eif-summary?tz=America/Chicago`;
    const pdf = await asSigner(token, "GET", url);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toMatch(
      /^attachment; filename=".+-company-information-summary-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await asSigner(null, "GET", url)).statusCode).toBe(401);
    expect(
      (await asSigner(token, "GET", `/api/outside-signer/clients/${client.id}/eif-summary?tz=Nowhere/Else`)).statusCode,
    ).toBe(400);
  });
});

describe("the outside signer signs", () => {
  it("signs the form: the signature is theirs, the tasks are Done, and the ben admin could not sign meanwhile", async () => {
    const { client, cookie: benAdmin, version } = await completeEifFor(t, send);
    const { token } = await inviteSigner(t, send, benAdmin, client.id);

    const refused = await send(benAdmin, "POST", `/api/clients/${client.id}/eif-signature`, signBody(version));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("EIF_OUTSIDE_SIGNER_SIGNS");

    const signed = await asSigner(token, "POST", signPath(client.id), signBody(version, { language: "es" }));
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json()).toMatchObject({ signedBy: "Ana Ruiz", typedName: "Ana Ruiz", action: "review-&-submit" });
    const [signer] = await signerOf(client.id);
    const [signature] = await t.database.db.select().from(eifSignatures).where(eq(eifSignatures.clientId, client.id));
    expect(signature).toMatchObject({ outsideSignerId: signer?.id, signerUserId: null, language: "es" });
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.eifSignedAt?.toISOString()).toBe(signed.json().signedAt);
    expect(row?.eifSignedByUserId).toBeNull();
    const formTasks = await t.database.db.select().from(tasks).where(eq(tasks.clientId, client.id));
    expect(formTasks.map((task) => task.status)).toEqual(["DONE", "DONE"]);
    expect((await send(benAdmin, "GET", managePath(client.id))).json().outsideSigner.signedAt).toBe(
      signed.json().signedAt,
    );

    const again = await asSigner(token, "POST", signPath(client.id), signBody(version));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("EIF_ALREADY_SIGNED");
  });

  it("lets the ben admin sign again once the outside signer is revoked", async () => {
    const { client, cookie: benAdmin, version } = await completeEifFor(t, send);
    await inviteSigner(t, send, benAdmin, client.id);
    expect((await send(benAdmin, "DELETE", managePath(client.id))).statusCode).toBe(204);
    const signed = await send(benAdmin, "POST", `/api/clients/${client.id}/eif-signature`, signBody(version));
    expect(signed.statusCode, signed.body).toBe(201);
  });

  it("refuses the signature of a form still missing answers, listing them", async () => {
    const { client } = await buildEifClient(t.database.db);
    const staff = await sessionOf(t.database.db, "SLF_ADMIN", []);
    const { token } = await inviteSigner(t, send, staff, client.id);
    const answer = await asSigner(token, "POST", signPath(client.id), signBody(0));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.map((e: { path: string }) => e.path)).toContain("eif.company-information.tax-id.taxId");
  });
});

describe("signing the updates", () => {
  /** Accepts a change made after the signature, as the carrier's review would (the signature moved 10 s back). */
  async function acceptAChange(clientId: string) {
    const now = Date.now();
    await t.database.db
      .update(clients)
      .set({ eifSignedAt: new Date(now - 10_000) })
      .where(eq(clients.id, clientId));
    await t.database.db.insert(changeRecords).values({
      clientId,
      entity: "client",
      entityId: clientId,
      attributeKey: "employeesNumber",
      value: 45,
      previousValue: 40,
      status: "accepted",
      createdAt: new Date(now - 5_000),
    });
    await t.database.db
      .update(clients)
      .set({ changesAcceptedAt: new Date(now - 2_000) })
      .where(eq(clients.id, clientId));
  }

  it("signs the updates only in changes-accepted, as a new round, once", async () => {
    const { client, cookie: benAdmin, version } = await completeEifFor(t, send);
    const url = `/api/clients/${client.id}/eif-signature`;
    const updates = signBody(version, { action: "review-&-submit-updates" });
    const early = await send(benAdmin, "POST", url, updates);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("EIF_UPDATES_NOT_READY");
    const first = await send(benAdmin, "POST", url, signBody(version));
    expect(first.statusCode, first.body).toBe(201);
    const nothingAccepted = await send(benAdmin, "POST", url, updates);
    expect(nothingAccepted.statusCode).toBe(409);
    expect(nothingAccepted.json().code).toBe("EIF_UPDATES_NOT_READY");

    await acceptAChange(client.id);
    const signed = await send(benAdmin, "POST", url, updates);
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json().action).toBe("review-&-submit-updates");
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.eifSignedAt?.toISOString()).toBe(signed.json().signedAt);
    const signatures = await t.database.db.select().from(eifSignatures).where(eq(eifSignatures.clientId, client.id));
    expect(signatures).toHaveLength(2);
    expect(signatures.find((s) => s.signedAt.toISOString() === signed.json().signedAt)?.snapshot).toMatchObject({
      action: "review-&-submit-updates",
      acceptedChanges: [{ attributeKey: "employeesNumber", from: 40, to: 45 }],
    });
    // A new round: nothing waits to be signed any more.
    expect((await send(benAdmin, "POST", url, updates)).statusCode).toBe(409);
    expect((await send(benAdmin, "POST", url, signBody(version))).json().code).toBe("EIF_ALREADY_SIGNED");
  });

  it("lets the outside signer sign the updates, and shows them the edit state", async () => {
    const { client, cookie: benAdmin, version } = await completeEifFor(t, send);
    const { token } = await inviteSigner(t, send, benAdmin, client.id);
    expect((await asSigner(token, "POST", signPath(client.id), signBody(version))).statusCode).toBe(201);
    await acceptAChange(client.id);
    const review = await asSigner(token, "GET", reviewPath(client.id));
    expect(review.json().changes).toMatchObject({ mode: "post-sign-with-edit", editState: "changes-accepted" });
    const updates = signBody(version, { action: "review-&-submit-updates" });
    const signed = await asSigner(token, "POST", signPath(client.id), updates);
    expect(signed.statusCode, signed.body).toBe(201);
    expect((await asSigner(token, "GET", reviewPath(client.id))).json().changes.editState).toBe("no-edits");
  });
});
