import type { OutsideSignerStatus } from "@onboard/domain/outside-signer/invite-schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { answerByMethod, json } from "../../../../test/fake-fetch";
import { testUser } from "../../../../test/fixtures";
import { renderApp } from "../../../../test/render-app";
import { completeDraft, fakeDraftServer } from "../../eif-test-support";

const REVIEW = "/client/c1/task/eif-submit-company-information/step/review-%26-submit/review";
const SIGNER_API = "/api/clients/c1/outside-signer";
const benAdmin = { ...testUser, role: "BEN_ADMIN" as const, clientIds: ["c1"] };

const named: OutsideSignerStatus = {
  id: "s1",
  firstName: "Ana",
  lastName: "Ruiz",
  email: "ana@harborview.test",
  title: "CFO",
  tokenIssuedAt: "2026-11-25T15:00:00.000Z",
  tokenExpiresAt: "2026-12-09T15:00:00.000Z",
  lastAccessedAt: null,
  isExpired: false,
  signedAt: null,
};

/** The review with a fake outside-signer server: GET, PUT, POST .../resend and DELETE, as the server answers them. */
function renderWithSigner(
  initial: OutsideSignerStatus | null,
  options: { path?: string; user?: typeof testUser } = {},
) {
  const view = renderApp(options.path ?? REVIEW, { user: options.user ?? benAdmin });
  fakeDraftServer(view.fetchMock, completeDraft());
  let current = initial;
  const calls: { method: string; path: string; body: unknown }[] = [];
  answerByMethod(view.fetchMock, (path, method, init) => {
    if (!path.startsWith(SIGNER_API)) return undefined;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== "GET") calls.push({ method, path, body });
    if (method === "PUT") current = { ...named, ...(body as object), id: "s2" } as OutsideSignerStatus;
    if (method === "DELETE") {
      current = null;
      return new Response(null, { status: 204 });
    }
    return json({ outsideSigner: current });
  });
  return { ...view, calls };
}

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.html).join(" | ")}`);
}

describe("the outside signer on the review", () => {
  it("names the outside signer: checks the fields, sends the invitation, then shows the link's state", async () => {
    const view = renderWithSigner(null);
    const panel = await screen.findByRole("region", { name: "Outside signer" });
    fireEvent.click(within(panel).getByRole("button", { name: "Send the link" }));
    expect(await within(panel).findByText("Please enter the signer's first name")).toBeTruthy();
    expect(within(panel).getByText("Email is required")).toBeTruthy();
    expect(view.calls).toEqual([]);

    fireEvent.change(within(panel).getByRole("textbox", { name: /First name/ }), { target: { value: "Ana" } });
    fireEvent.change(within(panel).getByRole("textbox", { name: /Last name/ }), { target: { value: "Ruiz" } });
    fireEvent.change(within(panel).getByRole("textbox", { name: /Email/ }), {
      target: { value: "ana@harborview.test" },
    });
    fireEvent.click(within(panel).getByRole("button", { name: "Send the link" }));
    await waitFor(() => expect(view.calls).toHaveLength(1));
    expect(view.calls[0]).toEqual({
      method: "PUT",
      path: SIGNER_API,
      body: { firstName: "Ana", lastName: "Ruiz", email: "ana@harborview.test", title: null, language: "en" },
    });
    expect(await within(panel).findByText("ana@harborview.test")).toBeTruthy();
    expect(within(panel).getByText(/The link expires on December 9, 2026/)).toBeTruthy();
    // The ben admin no longer signs: the outside signer does.
    expect(
      await screen.findByText("Ana Ruiz, the outside signer, signs this form through the link they were e-mailed."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign" })).toBeNull();
  });

  it("sends a new link, and revokes", async () => {
    const view = renderWithSigner(named);
    const panel = await screen.findByRole("region", { name: "Outside signer" });
    fireEvent.click(await within(panel).findByRole("button", { name: "Send a new link" }));
    expect(await within(panel).findByText(/A new link was sent to ana@harborview.test/)).toBeTruthy();
    expect(view.calls[0]).toEqual({ method: "POST", path: `${SIGNER_API}/resend`, body: { language: "en" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Revoke" }));
    expect(await within(panel).findByRole("button", { name: "Send the link" })).toBeTruthy();
    expect(view.calls[1]).toMatchObject({ method: "DELETE", path: SIGNER_API });
    expect(await screen.findByRole("button", { name: "Sign" })).toBeTruthy();
  });

  it("says when the link expired", async () => {
    renderWithSigner({ ...named, isExpired: true });
    expect(await screen.findByText(/The link expired on December 9, 2026/)).toBeTruthy();
  });

  it("is not offered to a broker", async () => {
    renderWithSigner(named, { user: { ...testUser, role: "BROKER", clientIds: ["c1"] } });
    expect(await screen.findByText("The client's authorized signer signs the form here.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Outside signer" })).toBeNull();
  });

  it.each(["en", "es"] as const)("has no axe violations in %s", async (language) => {
    renderWithSigner(named, { path: `${language === "es" ? "/es" : ""}${REVIEW}` });
    const name = language === "es" ? "Firmante externo" : "Outside signer";
    const panel = await screen.findByRole("region", { name });
    expect(await within(panel).findByText("ana@harborview.test")).toBeTruthy();
    expect(await violations()).toEqual([]);
  });
});

describe("signing the updates on the review", () => {
  it("offers the signer the updates once the carrier accepted changes, and signs them", async () => {
    const view = renderApp(REVIEW, { user: benAdmin });
    fakeDraftServer(view.fetchMock, completeDraft({ eifSignedAt: "2026-11-20T15:00:00.000Z" }));
    const bodies: unknown[] = [];
    answerByMethod(view.fetchMock, (path, method, init) => {
      if (path === SIGNER_API) return json({ outsideSigner: null });
      if (path === "/api/clients/c1/eif-changes") {
        return json({
          mode: "post-sign-with-edit",
          editState: "changes-accepted",
          reset: false,
          eifSignedAt: "2026-11-20T15:00:00.000Z",
          changesDeclinedReason: null,
          changes: [],
        });
      }
      if (path === "/api/clients/c1/eif-signature" && method === "POST") {
        bodies.push(JSON.parse(String(init?.body)));
        return json({}, 201);
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole("checkbox", { name: "I agree to the statement above" }));
    fireEvent.change(screen.getByRole("textbox", { name: /Your full name/ }), { target: { value: "Avery Admin" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign the updates" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      fullName: "Avery Admin",
      consent: true,
      language: "en",
      action: "review-&-submit-updates",
    });
  });
});
