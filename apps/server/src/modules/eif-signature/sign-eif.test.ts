/** POST /api/clients/:clientId/eif-signature through the real app and Postgres. */
import { createHash } from "node:crypto";
import { EIF_CONSENT_STATEMENTS } from "@onboard/domain/eif-signature/consent-statement";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, clients, eifSignatures, tasks } from "../../db/schema/index";
import { buildEifClient, eifRequester, sessionOf } from "../eif/eif-test-support";
import { completeEifFor } from "./signing-test-support";

let t: TestApp;
let send: ReturnType<typeof eifRequester>;
beforeAll(async () => {
  t = await buildTestApp();
  send = eifRequester(t);
});
afterAll(() => t.close());

const signUrl = (clientId: string) => `/api/clients/${clientId}/eif-signature`;
const body = (version: number, extra: object = {}) => ({
  fullName: "Rosa Delgado",
  consent: true,
  language: "es",
  version,
  ...extra,
});

const completeEif = () => completeEifFor(t, send);

describe("signing the EIF", () => {
  it("signs: records who, when, the statement shown and its SHA-256, address, browser and the form as signed", async () => {
    const { client, cookie, version } = await completeEif();
    const answer = await send(cookie, "POST", signUrl(client.id), body(version), {
      "user-agent": "Signing test browser/1.0",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const statement = EIF_CONSENT_STATEMENTS.es;
    const sha256 = createHash("sha256").update(statement, "utf8").digest("hex");
    expect(answer.json()).toMatchObject({ typedName: "Rosa Delgado", consentSha256: sha256 });

    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.eifSignedAt?.toISOString()).toBe(answer.json().signedAt);
    expect(row?.eifSignedByUserId).not.toBeNull();
    const [signature] = await t.database.db.select().from(eifSignatures).where(eq(eifSignatures.clientId, client.id));
    expect(signature).toMatchObject({
      typedName: "Rosa Delgado",
      language: "es",
      consentText: statement,
      consentSha256: sha256,
      userAgent: "Signing test browser/1.0",
      draftVersion: version,
      signerUserId: row?.eifSignedByUserId,
    });
    expect(signature?.ip).toBeTruthy();
    expect(signature?.snapshot).toMatchObject({ answers: { legalName: "Acme Holdings LLC", taxId: "12-3456789" } });

    const formTasks = await t.database.db.select().from(tasks).where(eq(tasks.clientId, client.id));
    expect(formTasks.map((task) => task.status)).toEqual(["DONE", "DONE"]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, client.id), eq(auditLog.action, "eif.sign")));
    expect(audits).toHaveLength(1);

    // The draft now says it is signed, and the review sub-step is complete.
    const draft = (await send(cookie, "GET", `/api/clients/${client.id}/draft`)).json();
    expect(draft.eifSignedAt).toBe(answer.json().signedAt);
    expect(draft.outline.at(-1)).toMatchObject({ stepId: "review-&-submit", complete: true });
  });

  it("answers 409 to a second signature, and 412 to a stale version", async () => {
    const { client, cookie, version } = await completeEif();
    expect((await send(cookie, "POST", signUrl(client.id), body(version - 1))).statusCode).toBe(412);
    expect((await send(cookie, "POST", signUrl(client.id), body(version))).statusCode).toBe(201);
    const again = await send(cookie, "POST", signUrl(client.id), body(version));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "EIF_ALREADY_SIGNED",
      message: "This Enrollment Information Form has already been signed.",
    });
    expect(await t.database.db.select().from(eifSignatures).where(eq(eifSignatures.clientId, client.id))).toHaveLength(
      1,
    );
  });

  it("lets only one of two signatures at the same time land", async () => {
    const { client, cookie, version } = await completeEif();
    const answers = await Promise.all([1, 2].map(() => send(cookie, "POST", signUrl(client.id), body(version))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it("keeps a signature as written: the database refuses to change it", async () => {
    const { client, cookie, version } = await completeEif();
    expect((await send(cookie, "POST", signUrl(client.id), body(version))).statusCode).toBe(201);
    await expect(
      t.database.db
        .update(eifSignatures)
        .set({ typedName: "Someone else" })
        .where(eq(eifSignatures.clientId, client.id)),
    ).rejects.toThrow();
  });

  it("answers 400 listing every missing answer, with its step and sub-step, and writes nothing", async () => {
    const { client } = await buildEifClient(t.database.db);
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const answer = await send(cookie, "POST", signUrl(client.id), body(0));
    expect(answer.statusCode, answer.body).toBe(400);
    const paths = (answer.json().errors as { path: string; message: string }[]).map((e) => e.path);
    expect(paths).toContain("eif.company-information.tax-id.taxId");
    expect(paths.filter((path) => !/^eif\.[a-z&-]+\.[a-z0-9-]+\.[\w.-]+$/.test(path))).toEqual([]);
    expect(paths.some((path) => path.includes(".review."))).toBe(false);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.eifSignedAt).toBeNull();
  });

  it.each(["SLF_ADMIN", "SLF_OWNER", "BROKER"] as const)(
    "refuses %s: they are not the client's signer",
    async (role) => {
      const { client } = await buildEifClient(t.database.db);
      const cookie = await sessionOf(t.database.db, role, [client.id]);
      const answer = await send(cookie, "POST", signUrl(client.id), { nonsense: true });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe("EIF_SIGNER_ONLY");
    },
  );

  it("refuses a ben admin once another signer is named, and another tenant's ben admin", async () => {
    const { client } = await buildEifClient(t.database.db);
    const other = await buildEifClient(t.database.db);
    const named = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const outsider = await sessionOf(t.database.db, "BEN_ADMIN", [other.client.id]);
    expect((await send(outsider, "POST", signUrl(client.id), body(0))).statusCode).toBe(403);
    const { user: someoneElse } = await createSessionFor(t.database.db, { role: "BEN_ADMIN", clientIds: [client.id] });
    await t.database.db
      .update(clients)
      .set({ authorizedSignerUserId: someoneElse.id })
      .where(eq(clients.id, client.id));
    const refused = await send(named, "POST", signUrl(client.id), body(0));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("EIF_SIGNER_ONLY");
  });

  it("refuses a body without consent or name with the field's message", async () => {
    const { client } = await buildEifClient(t.database.db);
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const answer = await send(cookie, "POST", signUrl(client.id), body(0, { consent: false, fullName: " " }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual(
      expect.arrayContaining([
        { path: "body.fullName", message: "Please type your full name to sign" },
        { path: "body.consent", message: "Please confirm the statement above to sign" },
      ]),
    );
  });
});
