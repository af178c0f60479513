import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";
import {
  authToken,
  describedBy,
  linkAccount,
  linkServer,
  networkDown,
  noContent,
  passwordField,
  tokenExpired,
} from "../account-link-test-support";
import { callsTo } from "../auth-test-support";

afterEach(() => vi.unstubAllGlobals());

const TOKEN_PATH = "/api/users/auth-token/act-1";
const UPSERT_PATH = "/api/users/password-upsert";
const TITLE = "Set your password to activate your account";

async function expectExpiredLink() {
  await screen.findByRole("heading", { level: 1, name: "Link expired" }, { timeout: 5_000 });
  expect(screen.getByText("This link has expired or is no longer valid.")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Get a new activation link" }).getAttribute("href")).toBe("/reactivate");
}

describe("/activate", () => {
  it.each(["ACTIVATION", "REACTIVATION"] as const)(
    "sets the first password through a valid %s link, then offers to sign in",
    async (type) => {
      const user = userEvent.setup();
      const { fetchMock } = renderApp("/activate?token=act-1", {
        respond: linkServer({ [TOKEN_PATH]: authToken(type), [UPSERT_PATH]: noContent }),
      });
      expect(await screen.findByRole("heading", { level: 1, name: TITLE })).toBeTruthy();
      expect(
        screen.getByText(
          `Welcome, ${linkAccount.name}. Choose a password for ${linkAccount.email} to finish setting up your account.`,
        ),
      ).toBeTruthy();
      await user.type(passwordField("New password"), "a long first passphrase");
      await user.type(passwordField("Confirm new password"), "a long first passphrase");
      await user.click(screen.getByRole("button", { name: "Activate account" }));

      const heading = await screen.findByRole("heading", { level: 1, name: "Your account is activated" });
      expect(document.activeElement).toBe(heading);
      expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
      expect(callsTo(fetchMock, UPSERT_PATH)).toEqual([
        { method: "POST", body: { token: "act-1", password: "a long first passphrase" } },
      ]);
    },
  );

  it("refuses a password that breaks the policy or does not match its confirmation", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/activate?token=act-1", {
      respond: linkServer({ [TOKEN_PATH]: authToken("ACTIVATION") }),
    });
    await screen.findByRole("heading", { level: 1, name: TITLE });
    await user.type(passwordField("New password"), "qwerty123");
    await user.type(passwordField("Confirm new password"), "something else");
    await user.click(screen.getByRole("button", { name: "Activate account" }));
    expect(describedBy(passwordField("New password"))).toContain(
      "This password is too common. Choose one that is harder to guess.",
    );
    expect(describedBy(passwordField("Confirm new password"))).toContain("The passwords do not match.");
    expect(callsTo(fetchMock, UPSERT_PATH)).toEqual([]);
  });

  it("shows the expired-link state, pointing to /reactivate, when the token is unknown (404)", async () => {
    renderApp("/activate?token=act-1", { respond: linkServer({ [TOKEN_PATH]: tokenExpired }) });
    await expectExpiredLink();
  });

  it("shows the expired-link state when the server cannot be reached", async () => {
    renderApp("/activate?token=act-1", { respond: linkServer({ [TOKEN_PATH]: networkDown }) });
    await expectExpiredLink();
  });

  it("shows the expired-link state for a reset link or a link without a token", async () => {
    const reset = renderApp("/activate?token=act-1", { respond: linkServer({ [TOKEN_PATH]: authToken("RESET") }) });
    await expectExpiredLink();
    reset.unmount();
    renderApp("/activate");
    await expectExpiredLink();
  });

  it("moves to the expired-link state when the link was used up before the form was sent", async () => {
    const user = userEvent.setup();
    renderApp("/activate?token=act-1", {
      respond: linkServer({ [TOKEN_PATH]: authToken("ACTIVATION"), [UPSERT_PATH]: tokenExpired }),
    });
    await screen.findByRole("heading", { level: 1, name: TITLE });
    await user.type(passwordField("New password"), "a long first passphrase");
    await user.type(passwordField("Confirm new password"), "a long first passphrase");
    await user.click(screen.getByRole("button", { name: "Activate account" }));
    await expectExpiredLink();
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "Link expired" }));
  });

  it("speaks Spanish under /es", async () => {
    renderApp("/es/activate?token=act-1", { respond: linkServer({ [TOKEN_PATH]: tokenExpired }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Enlace vencido" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Obtener un nuevo enlace de activación" }).getAttribute("href")).toBe(
      "/es/reactivate",
    );
  });
});
