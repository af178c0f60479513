import { outsideSignerTokenKey } from "@onboard/domain/common/storage-keys";
import { EIF_CONSENT_STATEMENTS } from "@onboard/domain/eif-signature/consent-statement";
import type { OutsideReview } from "@onboard/domain/outside-signer/outside-review-schema";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import axe from "axe-core";
import { beforeEach, describe, expect, it } from "vitest";
import { answerByMethod, json } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { completeDraft, draftOf } from "../eif-test-support";

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEF";
const REVIEW_API = "/api/outside-signer/clients/c1/eif";
const SIGN_API = "/api/outside-signer/clients/c1/eif-signature";
const REVIEW_PAGE = "/client/c1/outside-signer/review-%26-submit";
const UPDATES_PAGE = "/client/c1/outside-signer/review-%26-submit-updates";

/** The complete draft, at the version the signer reads. */
const signerDraft = (eifSignedAt: string | null = null) => completeDraft({ version: 4, eifSignedAt });

function reviewOf(
  overrides: Partial<OutsideReview> = {},
  changes: Partial<OutsideReview["changes"]> = {},
): OutsideReview {
  return {
    draft: signerDraft(),
    clientName: "Harborview Logistics",
    signer: { firstName: "Ana", lastName: "Ruiz", title: "CFO" },
    missing: [],
    consentStatements: { ...EIF_CONSENT_STATEMENTS },
    changes: {
      mode: "pre-sign",
      editState: "no-edits",
      reset: false,
      eifSignedAt: null,
      changesDeclinedReason: null,
      changes: [],
      ...changes,
    },
    benAdminPlatforms: [],
    ...overrides,
  };
}

/** The outside signer's server: the review (with the token only), and the signatures it received. */
function renderSignerPage(path: string, review: OutsideReview | (() => OutsideReview)) {
  const view = renderApp(path);
  const signatures: { authorization: string | null; ifMatch: string | null; body: Record<string, unknown> }[] = [];
  const reviews: (string | null)[] = [];
  answerByMethod(view.fetchMock, (apiPath, method, init) => {
    const authorization = new Headers(init?.headers).get("Authorization");
    if (apiPath === REVIEW_API && method === "GET") {
      reviews.push(authorization);
      if (authorization !== `Bearer ${TOKEN}`) {
        return json({ code: "OUTSIDE_SIGNER_LINK_INVALID", message: "This link has expired" }, 401);
      }
      return json(typeof review === "function" ? review() : review);
    }
    if (apiPath === SIGN_API && method === "POST") {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      signatures.push({ authorization, ifMatch: new Headers(init?.headers).get("If-Match"), body });
      return json(
        {
          signedAt: "2026-11-25T15:00:00.000Z",
          signedBy: "Ana Ruiz",
          typedName: "Ana Ruiz",
          consentSha256: "x",
          action: body.action,
        },
        201,
      );
    }
    return undefined;
  });
  return { ...view, signatures, reviews };
}

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.html).join(" | ")}`);
}

beforeEach(() => window.sessionStorage.clear());

describe("the outside signer's review", () => {
  it("keeps the link's token for the tab, takes it out of the address, and sends it on each call", async () => {
    const view = renderSignerPage(`${REVIEW_PAGE}?token=${TOKEN}`, reviewOf());
    expect(
      await screen.findByRole("heading", { name: "Enrollment Information Form of Harborview Logistics" }),
    ).toBeTruthy();
    await waitFor(() => expect(view.router.state.location.search).toBe(""));
    expect(window.sessionStorage.getItem(outsideSignerTokenKey("c1"))).toBe(TOKEN);
    expect(view.reviews).toEqual([`Bearer ${TOKEN}`]);
    expect(screen.getByText("Harborview Logistics LLC")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Edit/ })).toBeNull();
  });

  it("signs with the consent and the typed name, then shows the form signed with a link to the summary", async () => {
    let signed = false;
    const view = renderSignerPage(`${REVIEW_PAGE}?token=${TOKEN}`, () =>
      reviewOf({ draft: signerDraft(signed ? "2026-11-25T15:00:00.000Z" : null) }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Sign" }));
    expect(await screen.findByText("Please type your full name to sign")).toBeTruthy();
    expect(view.signatures).toEqual([]);
    expect(screen.getByText(/I am authorized to sign for this employer/)).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "I agree to the statement above" }));
    fireEvent.change(screen.getByRole("textbox", { name: /Your full name/ }), { target: { value: "Ana Ruiz" } });
    signed = true;
    fireEvent.click(screen.getByRole("button", { name: "Sign" }));
    await waitFor(() => expect(view.signatures).toHaveLength(1));
    expect(view.signatures[0]).toEqual({
      authorization: `Bearer ${TOKEN}`,
      ifMatch: '"4"',
      body: { fullName: "Ana Ruiz", consent: true, language: "en", action: "review-&-submit" },
    });
    expect(await screen.findByText("The form is signed")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View the Company Information Summary" }).getAttribute("href")).toBe(
      "/client/c1/outside-signer/eif-summary",
    );
  });

  it("lists what is still missing, without links, and offers no signature", async () => {
    renderSignerPage(
      `${REVIEW_PAGE}?token=${TOKEN}`,
      reviewOf({
        draft: draftOf(),
        missing: [{ stepId: "company-information", subStepId: "tax-id", field: "taxId", message: "x" }],
      }),
    );
    expect(await screen.findByText(/The form cannot be signed yet/)).toBeTruthy();
    expect(screen.getByText("Tax ID: Tax ID")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign" })).toBeNull();
  });

  it("shows the not-found page for any other action id", async () => {
    renderSignerPage(`/client/c1/outside-signer/review?token=${TOKEN}`, reviewOf());
    expect(await screen.findByText("Sorry, the page you are looking for does not exist")).toBeTruthy();
  });

  it.each([
    ["a refused token", `${REVIEW_PAGE}?token=expired-token-value-0123456789`],
    ["no token at all", REVIEW_PAGE],
  ])("says the link is no longer valid for %s, without sending to sign-in", async (_name, path) => {
    const view = renderSignerPage(path, reviewOf());
    expect(await screen.findByRole("heading", { name: "This link cannot be used" })).toBeTruthy();
    expect(screen.getByText(/Please ask the person who sent it to you for a new link/)).toBeTruthy();
    expect(view.router.state.location.pathname).toBe(REVIEW_PAGE);
    expect(await violations()).toEqual([]);
  });

  it.each([
    ["changes-accepted", "Updates ready for your signature", null],
    ["changes-declined-no-new-edits", "Changes declined", "Reason: Effective date cannot move"],
    ["ready-for-review", "Changes under review", null],
  ] as const)("heads the page for %s", async (editState, title, extra) => {
    renderSignerPage(
      `${REVIEW_PAGE}?token=${TOKEN}`,
      reviewOf(
        { draft: signerDraft("2026-11-20T15:00:00.000Z") },
        {
          mode: "post-sign-with-edit",
          editState,
          changesDeclinedReason: editState === "changes-declined-no-new-edits" ? "Effective date cannot move" : null,
        },
      ),
    );
    expect(await screen.findByText(title)).toBeTruthy();
    if (extra) expect(screen.getByText(new RegExp(extra))).toBeTruthy();
    const toUpdates = screen.queryByRole("link", { name: "Review and sign the updates" });
    expect(toUpdates?.getAttribute("href") ?? null).toBe(
      editState === "changes-accepted" ? "/client/c1/outside-signer/review-%26-submit-updates" : null,
    );
  });

  it("has no header without edits", async () => {
    renderSignerPage(`${REVIEW_PAGE}?token=${TOKEN}`, reviewOf());
    await screen.findByRole("button", { name: "Sign" });
    for (const title of ["Updates ready for your signature", "Changes declined", "Changes under review"]) {
      expect(screen.queryByText(title)).toBeNull();
    }
  });

  it("lists the accepted changes and signs the updates", async () => {
    const view = renderSignerPage(
      `${UPDATES_PAGE}?token=${TOKEN}`,
      reviewOf(
        { draft: signerDraft("2026-11-20T15:00:00.000Z") },
        {
          mode: "post-sign-with-edit",
          editState: "changes-accepted",
          changes: [
            {
              entity: "client",
              entityId: "c1",
              attributeKey: "employeesNumber",
              from: 40,
              to: 45,
              status: "accepted",
              changeIds: ["r1"],
            },
          ],
        },
      ),
    );
    expect(await screen.findByText("Changes accepted by the carrier")).toBeTruthy();
    expect(screen.getByRole("cell", { name: "45" })).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "I agree to the statement above" }));
    fireEvent.change(screen.getByRole("textbox", { name: /Your full name/ }), { target: { value: "Ana Ruiz" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign the updates" }));
    await waitFor(() => expect(view.signatures).toHaveLength(1));
    expect(view.signatures[0]?.body.action).toBe("review-&-submit-updates");
  });

  it.each(["en", "es"] as const)("has no axe violations in %s", async (language) => {
    const prefix = language === "es" ? "/es" : "";
    renderSignerPage(`${prefix}${REVIEW_PAGE}?token=${TOKEN}`, reviewOf());
    const heading =
      language === "es"
        ? "Formulario de Información de Inscripción de Harborview Logistics"
        : "Enrollment Information Form of Harborview Logistics";
    expect(await screen.findByRole("heading", { name: heading })).toBeTruthy();
    if (language === "es") expect(screen.getByText(/Estoy autorizado\(a\) para firmar/)).toBeTruthy();
    expect(await violations()).toEqual([]);
  });
});

describe("the outside signer's summary", () => {
  it.each(["en", "es"] as const)(
    "shows the heading, the signature and the download, in %s, with no axe violations",
    async (language) => {
      const prefix = language === "es" ? "/es" : "";
      window.sessionStorage.setItem(outsideSignerTokenKey("c1"), TOKEN);
      renderSignerPage(
        `${prefix}/client/c1/outside-signer/eif-summary`,
        reviewOf({ draft: signerDraft("2026-11-25T15:00:00.000Z") }),
      );
      const heading = language === "es" ? "Resumen de la información de la empresa" : "Company Information Summary";
      expect(await screen.findByRole("heading", { name: heading, level: 1 })).toBeTruthy();
      expect(screen.getByRole("button", { name: language === "es" ? "Descargar PDF" : "Download PDF" })).toBeTruthy();
      expect(await violations()).toEqual([]);
    },
  );
});
