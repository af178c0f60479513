import type { EifSnapshot } from "@onboard/domain/eif/sub-step-issues";
import { missingBeforeSigning } from "@onboard/domain/eif-signature/missing-before-signing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { answerByMethod, json } from "../../../../test/fake-fetch";
import { testUser } from "../../../../test/fixtures";
import { renderApp } from "../../../../test/render-app";
import { completeDraft, DRAFT_PATH, draftOf, fakeDraftServer } from "../../eif-test-support";

const REVIEW = "/client/c1/task/eif-submit-company-information/step/review-%26-submit/review";
const SIGN_PATH = "/api/clients/c1/eif-signature";
const benAdmin = { ...testUser, role: "BEN_ADMIN" as const, clientIds: ["c1"] };

function renderReview(draft = completeDraft(), user: typeof testUser = benAdmin) {
  const view = renderApp(REVIEW, { user });
  const server = fakeDraftServer(view.fetchMock, draft);
  return { ...view, server };
}

describe("signing the EIF on the review", () => {
  it("has a complete fixture", () => {
    const draft = completeDraft();
    expect(missingBeforeSigning(draft as unknown as EifSnapshot)).toEqual([]);
  });

  it("lists the parts still missing answers as links, with no Sign button", async () => {
    renderReview(draftOf());
    expect(await screen.findByText("Complete these parts of the form before you sign:")).toBeTruthy();
    const link = screen.getAllByRole("link", { name: "Tax ID" }).at(-1);
    expect(link?.getAttribute("href")).toBe(
      "/client/c1/task/eif-submit-company-information/step/company-information/tax-id",
    );
    expect(screen.queryByRole("button", { name: "Sign" })).toBeNull();
  });

  it("asks for consent and the full name, then signs with If-Match and shows the form signed", async () => {
    const view = renderReview();
    const signCalls: { ifMatch: string | null; body: unknown }[] = [];
    answerByMethod(view.fetchMock, (path, method, init) => {
      if (path !== SIGN_PATH || method !== "POST") return undefined;
      signCalls.push({
        ifMatch: new Headers(init?.headers).get("If-Match"),
        body: JSON.parse(String(init?.body)),
      });
      return json(
        { signedAt: "2026-11-25T15:00:00.000Z", signedBy: "Avery Admin", typedName: "Avery Admin", consentSha256: "x" },
        201,
      );
    });
    answerByMethod(view.fetchMock, (path, method) =>
      path === DRAFT_PATH && method === "GET" && signCalls.length > 0
        ? json(completeDraft({ eifSignedAt: "2026-11-25T15:00:00.000Z" }))
        : undefined,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Sign" }));
    expect(await screen.findByText("Please type your full name to sign")).toBeTruthy();
    expect(screen.getByText("Please confirm the statement above to sign")).toBeTruthy();
    expect(signCalls).toEqual([]);

    expect(screen.getByText(/I am authorized to sign for this employer/)).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "I agree to the statement above" }));
    fireEvent.change(screen.getByRole("textbox", { name: /Your full name/ }), { target: { value: "Avery Admin" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign" }));
    await waitFor(() => expect(signCalls).toHaveLength(1));
    expect(signCalls[0]).toEqual({
      ifMatch: '"7"',
      body: { fullName: "Avery Admin", consent: true, language: "en" },
    });
    expect(await screen.findByText("The form is signed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign" })).toBeNull();
  });

  it("tells staff that the client's authorized signer signs here", async () => {
    renderReview(completeDraft(), testUser);
    expect(await screen.findByText("The client's authorized signer signs the form here.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign" })).toBeNull();
  });

  it("shows the server's refusal in words", async () => {
    const view = renderReview();
    answerByMethod(view.fetchMock, (path, method) =>
      path === SIGN_PATH && method === "POST"
        ? json(
            {
              code: "EIF_SIGNER_ONLY",
              message: "Only the client's authorized signer can sign the Enrollment Information Form.",
            },
            403,
          )
        : undefined,
    );
    fireEvent.click(await screen.findByRole("checkbox", { name: "I agree to the statement above" }));
    fireEvent.change(screen.getByRole("textbox", { name: /Your full name/ }), { target: { value: "Avery Admin" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Only the client's authorized signer can sign the Enrollment Information Form.",
    );
  });

  it("shows when the form was signed", async () => {
    renderReview(completeDraft({ eifSignedAt: "2026-11-25T15:00:00.000Z" }));
    expect(await screen.findByText("The form is signed")).toBeTruthy();
    // The signature says when (the banner above every step says it too, with more words).
    expect(screen.getByText(/^Signed on [^.]*\.$/)).toBeTruthy();
    expect(screen.getByText("This form is signed")).toBeTruthy();
  });

  it.each([
    ["en", REVIEW, "Sign"],
    ["es", `/es${REVIEW}`, "Firmar"],
  ])("has no axe violations, with its errors shown (%s)", async (_language, path, sign) => {
    const view = renderApp(path, { user: benAdmin });
    fakeDraftServer(view.fetchMock, completeDraft());
    fireEvent.click(await screen.findByRole("button", { name: sign }));
    await screen.findAllByText(/nombre completo para firmar|full name to sign/);
    // jsdom has no layout: colour contrast is checked by the Playwright axe run instead.
    const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
