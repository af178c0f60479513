import { screen, waitFor } from "@testing-library/react";
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
import { callsTo, json } from "../auth-test-support";

afterEach(() => vi.unstubAllGlobals());

const TOKEN_PATH = "/api/users/auth-token/tok-1";
const UPSERT_PATH = "/api/users/password-upsert";
type User = ReturnType<typeof userEvent.setup>;

async function choosePassword(user: User, password: string, confirmation = password) {
  await user.clear(passwordField("New password"));
  await user.type(passwordField("New password"), password);
  await user.clear(passwordField("Confirm new password"));
  await user.type(passwordField("Confirm new password"), confirmation);
  await user.click(screen.getByRole("button", { name: "Reset password" }));
}

async function expectExpiredLink() {
  const heading = await screen.findByRole("heading", { level: 1, name: "Link expired" }, { timeout: 5_000 });
  expect(screen.getByText("This link has expired or is no longer valid.")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Send me a new link" }).getAttribute("href")).toBe("/forgot");
  expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/login");
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  return heading;
}

describe("/reset", () => {
  it("sets a new password through a valid link, then offers to sign in", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/reset?token=tok-1", {
      respond: linkServer({ [TOKEN_PATH]: authToken("RESET"), [UPSERT_PATH]: noContent }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Choose a new password" })).toBeTruthy();
    expect(screen.getByText(`Enter a new password for ${linkAccount.email}.`)).toBeTruthy();
    const account = screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement;
    expect(account.value).toBe(linkAccount.email);
    expect(account.readOnly).toBe(true);
    expect(account.getAttribute("autocomplete")).toBe("username");
    expect(passwordField("New password").getAttribute("autocomplete")).toBe("new-password");
    expect(passwordField("Confirm new password").getAttribute("autocomplete")).toBe("new-password");
    expect(describedBy(passwordField("New password"))).toContain("Use at least 8 characters.");

    await choosePassword(user, "a long new passphrase");
    const heading = await screen.findByRole("heading", { level: 1, name: "Your password has been reset" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("You can now sign in with your new password.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");

    expect(callsTo(fetchMock, TOKEN_PATH)).toEqual([{ method: "GET", body: undefined }]);
    expect(callsTo(fetchMock, UPSERT_PATH)).toEqual([
      { method: "POST", body: { token: "tok-1", password: "a long new passphrase" } },
    ]);
  });

  it("applies the password policy and the confirmation before calling the server", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/reset?token=tok-1", {
      respond: linkServer({ [TOKEN_PATH]: authToken("RESET") }),
    });
    await screen.findByRole("heading", { level: 1, name: "Choose a new password" });

    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(describedBy(passwordField("New password"))).toContain("Enter a new password.");
    expect(describedBy(passwordField("Confirm new password"))).toContain("Enter your new password again.");
    expect(document.activeElement).toBe(passwordField("New password"));

    await choosePassword(user, "short");
    expect(passwordField("New password").getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(passwordField("New password"))).toContain("Use at least 8 characters.");

    await choosePassword(user, "password123");
    expect(describedBy(passwordField("New password"))).toContain(
      "This password is too common. Choose one that is harder to guess.",
    );

    await choosePassword(user, "a long new passphrase", "a long new passphrase!");
    expect(passwordField("New password").getAttribute("aria-invalid")).toBeNull();
    expect(passwordField("Confirm new password").getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(passwordField("Confirm new password"))).toContain("The passwords do not match.");
    expect(document.activeElement).toBe(passwordField("Confirm new password"));
    expect(callsTo(fetchMock, UPSERT_PATH)).toEqual([]);
  });

  it("shows the server's policy errors on the password field, in the user's language", async () => {
    const user = userEvent.setup();
    renderApp("/reset?token=tok-1", {
      respond: linkServer({
        [TOKEN_PATH]: authToken("RESET"),
        [UPSERT_PATH]: () =>
          json(
            {
              code: "VALIDATION_ERROR",
              message: "Validation failed",
              errors: [
                {
                  path: "body.password",
                  message: "This password is too common. Please choose one that is harder to guess.",
                },
              ],
            },
            400,
          ),
      }),
    });
    await screen.findByRole("heading", { level: 1, name: "Choose a new password" });
    await choosePassword(user, "a long new passphrase");
    const field = passwordField("New password");
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(describedBy(field)).toContain("This password is too common. Choose one that is harder to guess.");
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the expired-link state when the server does not know the token (404)", async () => {
    renderApp("/reset?token=tok-1", { respond: linkServer({ [TOKEN_PATH]: tokenExpired }) });
    const heading = await expectExpiredLink();
    // Dead on arrival: nothing changed under the user, so focus stays where the page load put it.
    expect(document.activeElement).not.toBe(heading);
  });

  it("shows the expired-link state when the server cannot be reached", async () => {
    renderApp("/reset?token=tok-1", { respond: linkServer({ [TOKEN_PATH]: networkDown }) });
    await expectExpiredLink();
  });

  it("shows the expired-link state when no data comes back, or for an activation link", async () => {
    const empty = renderApp("/reset?token=tok-1", { respond: linkServer({ [TOKEN_PATH]: () => json(null) }) });
    await expectExpiredLink();
    empty.unmount();
    renderApp("/reset?token=tok-1", { respond: linkServer({ [TOKEN_PATH]: authToken("ACTIVATION") }) });
    await expectExpiredLink();
  });

  it("shows the expired-link state without asking the server when the link has no token", async () => {
    const { fetchMock } = renderApp("/reset");
    await expectExpiredLink();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/users/auth-token"))).toEqual([]);
  });

  it("moves to the expired-link state, focused, when the link runs out before the form is sent", async () => {
    const user = userEvent.setup();
    renderApp("/reset?token=tok-1", {
      respond: linkServer({ [TOKEN_PATH]: authToken("RESET"), [UPSERT_PATH]: tokenExpired }),
    });
    await screen.findByRole("heading", { level: 1, name: "Choose a new password" });
    await choosePassword(user, "a long new passphrase");
    const heading = await expectExpiredLink();
    expect(document.activeElement).toBe(heading);
  });

  it("speaks Spanish under /es", async () => {
    const user = userEvent.setup();
    renderApp("/es/reset?token=tok-1", {
      respond: linkServer({ [TOKEN_PATH]: authToken("RESET"), [UPSERT_PATH]: noContent }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Elija una contraseña nueva" })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Contraseña nueva/), "una frase larga y nueva");
    await user.type(screen.getByLabelText(/^Confirme la contraseña nueva/), "una frase larga y nueva");
    await user.click(screen.getByRole("button", { name: "Restablecer contraseña" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Se restableció su contraseña" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Iniciar sesión" }).getAttribute("href")).toBe("/es/login");
  });
});
