/** GET /api/clients/:clientId/eif-summary through the real app and Postgres, read back as a reader would (poppler). */
import { writeFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { changeRecords, clients, eifSignatures } from "../../db/schema/index";
import { buildEifClient, eifRequester, sessionOf } from "../eif/eif-test-support";
import { summaryFileName } from "./build-summary-pdf";
import { completeEif, pdfPageTexts, pdfText, renderFirstPage } from "./summary-test-support";

let t: TestApp;
let send: ReturnType<typeof eifRequester>;
beforeAll(async () => {
  t = await buildTestApp();
  send = eifRequester(t);
});
afterAll(() => t.close());

const summaryUrl = (clientId: string, query = "") => `/api/clients/${clientId}/eif-summary${query}`;
const SIGNED_AT = new Date("2026-07-01T19:30:00.000Z");

/** A complete EIF with a signature at a known instant (inserted as the signing call would keep it). */
async function signedAt(at: Date) {
  const fixture = await completeEif(t);
  const { user } = await createSessionFor(t.database.db, { role: "BEN_ADMIN", clientIds: [fixture.client.id] });
  await t.database.db
    .update(clients)
    .set({ eifSignedAt: at, eifSignedByUserId: user.id })
    .where(eq(clients.id, fixture.client.id));
  await t.database.db.insert(eifSignatures).values({
    clientId: fixture.client.id,
    signedAt: at,
    signerUserId: user.id,
    typedName: "Rosa Delgado",
    language: "en",
    consentVersion: "test",
    consentText: "I confirm these answers are true.",
    consentSha256: "a".repeat(64),
    ip: "203.0.113.7",
    draftVersion: fixture.version,
    snapshot: {},
  });
  return { ...fixture, signer: user };
}

describe("the EIF summary PDF", () => {
  it("is a PDF attachment named after the client and the day, with every answer, the lists and the signature", async () => {
    const { client, cookie, version } = await completeEif(t);
    const signed = await send(cookie, "POST", `/api/clients/${client.id}/eif-signature`, {
      fullName: "Rosa Delgado",
      consent: true,
      language: "en",
      version,
    });
    expect(signed.statusCode, signed.body).toBe(201);

    const answer = await send(cookie, "GET", summaryUrl(client.id));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    const slug = client.name.toLowerCase().replace(/ /g, "-");
    expect(answer.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="${slug}-company-information-summary-\\d{4}-\\d{2}-\\d{2}\\.pdf"`),
    );
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const text = await pdfText(answer.rawPayload);
    for (const expected of [
      "Company Information Summary",
      client.name,
      "Times are shown in America/New_York",
      // Answers, with their questions and option labels.
      "Legal name",
      "Acme Holdings LLC",
      "12-3456789",
      "Manufacturing of widgets",
      "Manufacturing",
      "3 months",
      // Lists: the location, the plan administrator, the class, the policies.
      "Head office (headquarters)",
      "1 Main St, Boston, MA 02110",
      "Ana Ruiz",
      "ana@example.com",
      "All salaried employees",
      "3100001",
      // The signature block.
      "Signature",
      "Rosa Delgado",
      "Signed at",
      "IP address",
      "Page 1 of",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Changes since signing");
  });

  it("writes the signature's time in the zone asked for, and in New York by default", async () => {
    const { client, cookie } = await signedAt(SIGNED_AT);
    const losAngeles = await pdfText(
      (await send(cookie, "GET", summaryUrl(client.id, "?tz=America/Los_Angeles"))).rawPayload,
    );
    expect(losAngeles).toContain("Jul 1, 2026, 12:30 PM PDT (America/Los_Angeles)");
    expect(losAngeles).toContain("203.0.113.7");
    const newYork = await pdfText((await send(cookie, "GET", summaryUrl(client.id))).rawPayload);
    expect(newYork).toContain("Jul 1, 2026, 3:30 PM EDT (America/New_York)");
    const spanish = await pdfText(
      (await send(cookie, "GET", summaryUrl(client.id, "?tz=Europe/Madrid&language=es"))).rawPayload,
    );
    expect(spanish).toContain("Resumen de la información de la empresa");
    expect(spanish).toContain("(Europe/Madrid)");
  });

  it("names the file after the day in the zone", () => {
    const lateEvening = new Date("2026-07-02T03:00:00.000Z");
    expect(summaryFileName("Crème Brûlée, Inc.", lateEvening, "America/New_York")).toBe(
      "creme-brulee-inc-company-information-summary-2026-07-01.pdf",
    );
    expect(summaryFileName("Crème Brûlée, Inc.", lateEvening, "UTC")).toBe(
      "creme-brulee-inc-company-information-summary-2026-07-02.pdf",
    );
  });

  it("lists the changes made since signing: record, attribute, from, to, status", async () => {
    const { client, cookie } = await signedAt(SIGNED_AT);
    const after = (minutes: number) => new Date(SIGNED_AT.getTime() + minutes * 60_000);
    await t.database.db.insert(changeRecords).values([
      {
        clientId: client.id,
        entity: "client",
        entityId: client.id,
        attributeKey: "legalName",
        previousValue: "Acme Holdings LLC",
        value: "Acme Holdings Group LLC",
        status: "pending",
        createdAt: after(5),
      },
      {
        clientId: client.id,
        entity: "contact",
        entityId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
        attributeKey: "$created",
        previousValue: null,
        value: { firstName: "Luis", lastName: "Ortega" },
        status: "accepted",
        createdAt: after(6),
      },
    ]);
    const text = await pdfText((await send(cookie, "GET", summaryUrl(client.id))).rawPayload);
    expect(text).toContain("Changes since signing");
    expect(text).toMatch(/Company Legal name Acme Holdings LLC Acme Holdings Group LLC pending/);
    expect(text).toMatch(/Plan administrator added — Luis Ortega accepted/);
  });

  it("answers 400 for an unknown time zone, with a sentence that names it", async () => {
    const { client } = await buildEifClient(t.database.db);
    const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
    const answer = await send(cookie, "GET", summaryUrl(client.id, "?tz=Mars%2FOlympus_Mons"));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      {
        path: "querystring.tz",
        message: '"Mars/Olympus_Mons" is not a time zone. Use an IANA time zone such as America/New_York.',
      },
    ]);
  });

  it.each(["SLF_OWNER", "SLF_ADMIN", "BROKER", "BEN_ADMIN"] as const)(
    "lets %s download their client's summary, even before signing",
    async (role) => {
      const { client } = await buildEifClient(t.database.db);
      const cookie = await sessionOf(t.database.db, role, [client.id]);
      const answer = await send(cookie, "GET", summaryUrl(client.id));
      expect(answer.statusCode, answer.body).toBe(200);
      const text = await pdfText(answer.rawPayload);
      expect(text).toContain("Not signed yet.");
      expect(text).toContain("Not answered");
    },
  );

  it("refuses another tenant's client (403), an unknown client (404) and a caller not signed in (401)", async () => {
    const { client } = await buildEifClient(t.database.db);
    const other = await buildEifClient(t.database.db);
    for (const role of ["BROKER", "BEN_ADMIN"] as const) {
      const outsider = await sessionOf(t.database.db, role, [other.client.id]);
      expect((await send(outsider, "GET", summaryUrl(client.id))).statusCode).toBe(403);
    }
    const staff = await sessionOf(t.database.db, "SLF_ADMIN", []);
    const unknown = await send(staff, "GET", summaryUrl("00000000-0000-4000-8000-0000000000aa"));
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: summaryUrl(client.id) })).statusCode).toBe(401);
  });

  it("renders pages a reader can see: page 1 has ink, every page is numbered, the signature block is not cut", async () => {
    const { client, cookie } = await signedAt(SIGNED_AT);
    const bytes = (await send(cookie, "GET", summaryUrl(client.id))).rawPayload;
    // EIF_SUMMARY_PDF=/some/file.pdf keeps the PDF to look at.
    if (process.env.EIF_SUMMARY_PDF) await writeFile(process.env.EIF_SUMMARY_PDF, bytes);
    const page = await renderFirstPage(bytes);
    expect(page.pngBytes).toBeGreaterThan(1000);
    expect(page.width).toBeGreaterThan(400);
    expect(page.inkShare).toBeGreaterThan(0.01);
    const pages = await pdfPageTexts(bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.map((text) => /Page (\d+) of (\d+)/.exec(text)?.slice(1).join("/"))).toEqual(
      pages.map((_, n) => `${n + 1}/${pages.length}`),
    );
    const signaturePage = pages.find((text) => text.includes("Signed by"));
    expect(signaturePage).toContain("Signature");
    expect(signaturePage).toContain("Statement SHA-256");
  });
});
