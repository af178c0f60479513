/** The page answer's "Need Help?" facts: the client's implementation consultant and whether its onboarding is live. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildExplorerPage } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { clients } from "../../db/schema/index";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const fetchSupport = async (id: string) =>
  (await t.app.inject({ method: "GET", url: `/api/explorer-pages/${id}` })).json().support;

describe("GET /api/explorer-pages/:id support", () => {
  it("has no consultant and onboarding not live for a client without one", async () => {
    const page = await buildExplorerPage(t.database.db);
    expect(await fetchSupport(page.id)).toEqual({ implementationConsultant: null, isOnboardingLive: false });
  });

  it("gives the client's consultant (names with an escaped < restored) and LIVE as onboarding live", async () => {
    const db = t.database.db;
    const page = await buildExplorerPage(db);
    await db
      .update(clients)
      .set({
        implementationConsultantFirstName: "Nora",
        implementationConsultantLastName: "Quinn &lt;IC&gt;",
        implementationConsultantPhoneNumber: "1-800-555-0142",
        implementationConsultantEmail: "nora.quinn@carrier.example",
        releaseStatus: "LIVE",
      })
      .where(eq(clients.id, page.clientId));
    expect(await fetchSupport(page.id)).toEqual({
      implementationConsultant: {
        firstName: "Nora",
        lastName: "Quinn <IC&gt;",
        phoneNumber: "1-800-555-0142",
        email: "nora.quinn@carrier.example",
      },
      isOnboardingLive: true,
    });
  });
});
