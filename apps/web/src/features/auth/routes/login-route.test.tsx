import { REMEMBER_ME_USERNAME_KEY } from "@onboard/domain/common/storage-keys";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setNavigate } from "../../../lib/navigation";
import { renderApp } from "../../../test/render-app";
import { callsTo, useRealmSafeDigest } from "../auth-test-support";
import { redirectBrowser } from "../browser-redirect";
import { authn, failure, scriptedServer, smsFactor, totpFactor } from "../login-test-support";
import { peekSignInAttempt } from "../pkce";

vi.mock("../browser-redirect", () => ({ redirectBrowser: vi.fn() }));

beforeEach(() => {
  useRealmSafeDigest();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.mocked(redirectBrowser).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNavigate(null);
});

async function signIn(user: ReturnType<typeof userEvent.setup>, options: { remember?: boolean } = {}) {
  await user.type(await screen.findByRole("textbox", { name: "Email" }), "avery@onboard.test");
  await user.type(screen.getByLabelText(/^Password/), "correct horse battery");
  if (options.remember) await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

function describedBy(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("/login", () => {
  it("signs in with a TOTP code, then sends the browser to the provider with the session token", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/login?redirect=%2Fclient%2Fc1", {
      respond: scriptedServer({
        "/api/authn": [authn({ status: "MFA_REQUIRED", stateToken: "t1", factors: [totpFactor] })],
        "/api/authn/factors/f-totp/verify": [authn({ status: "SUCCESS", sessionToken: "session-1" })],
      }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Email" }).getAttribute("autocomplete")).toBe("username");
    expect(screen.getByLabelText(/^Password/).getAttribute("autocomplete")).toBe("current-password");
    await signIn(user);

    const heading = await screen.findByRole("heading", { level: 1, name: "Verify it's you" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("Signing in as avery@onboard.test")).toBeTruthy();
    const code = screen.getByRole("textbox", { name: "Verification code" });
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(describedBy(code)).toContain("Enter the 6-digit code from your authenticator app");

    await user.type(code, "123 456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledTimes(1));

    expect(callsTo(fetchMock, "/api/authn")).toEqual([
      { method: "POST", body: { username: "avery@onboard.test", password: "correct horse battery" } },
    ]);
    expect(callsTo(fetchMock, "/api/authn/factors/f-totp/verify")).toEqual([
      { method: "POST", body: { stateToken: "t1", passCode: "123456" } },
    ]);
    const target = new URL(vi.mocked(redirectBrowser).mock.calls[0]?.[0] ?? "");
    expect(`${target.origin}${target.pathname}`).toBe("http://localhost:3000/oidc/auth");
    expect(target.searchParams.get("session_token")).toBe("session-1");
    expect(target.searchParams.get("code_challenge_method")).toBe("S256");
    expect(target.searchParams.get("state")).toBe(peekSignInAttempt()?.state);
    expect(peekSignInAttempt()?.returnTo).toBe("/client/c1");
  });

  it("remembers the username when asked, prefills it next time, and forgets it when unticked", async () => {
    const user = userEvent.setup();
    const respond = scriptedServer({ "/api/authn": [authn({ status: "LOCKED_OUT", user: undefined })] });
    const first = renderApp("/login", { respond });
    await signIn(user, { remember: true });
    await screen.findByRole("heading", { level: 1, name: "Your account is locked" });
    expect(window.localStorage.getItem(REMEMBER_ME_USERNAME_KEY)).toBe("avery@onboard.test");
    first.unmount();

    renderApp("/login", { respond });
    const email = await screen.findByRole("textbox", { name: "Email" });
    expect((email as HTMLInputElement).value).toBe("avery@onboard.test");
    const remember = screen.getByRole("checkbox", { name: "Remember me" }) as HTMLInputElement;
    expect(remember.checked).toBe(true);
    await user.click(remember);
    await user.type(screen.getByLabelText(/^Password/), "pw");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByRole("heading", { level: 1, name: "Your account is locked" });
    expect(window.localStorage.getItem(REMEMBER_ME_USERNAME_KEY)).toBeNull();
  });

  it("shows wrong credentials on the password field, without leaving the page", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    setNavigate(navigate);
    renderApp("/login", {
      respond: scriptedServer({
        "/api/authn": [failure(401, "AUTHENTICATION_FAILED", "Sign-in failed. Check your e-mail and password.")],
      }),
    });
    await signIn(user);
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(describedBy(password)).toContain("The username or password is incorrect.");
    expect(document.activeElement).toBe(password);
    // The api client's 401 rule must not send the user to login again.
    expect(navigate).not.toHaveBeenCalled();
  });

  it("checks the form before calling the server", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/login");
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(email)).toContain("Enter your email.");
    expect(document.activeElement).toBe(email);
    expect(callsTo(fetchMock, "/api/authn")).toEqual([]);
  });

  it("sends an SMS code on request (MFA_CHALLENGE), then verifies it; a wrong code stays on the field", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/login", {
      respond: scriptedServer({
        "/api/authn": [authn({ status: "MFA_REQUIRED", stateToken: "t1", factors: [smsFactor] })],
        "/api/authn/factors/f-sms/verify": [
          authn({ status: "MFA_CHALLENGE", stateToken: "t1", factors: [smsFactor] }),
          failure(401, "INVALID_PASSCODE", "The code is not correct. Please try again."),
          authn({ status: "SUCCESS", sessionToken: "session-2" }),
        ],
      }),
    });
    await signIn(user);
    await screen.findByRole("heading", { level: 1, name: "Verify it's you" });
    expect(screen.getByText("We'll send a verification code by text message to •••-•••-0100.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Verification code" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send code" }));

    const code = await screen.findByRole("textbox", { name: "Verification code" });
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "Verify it's you" }));
    expect(describedBy(code)).toContain("Enter the 6-digit code we sent to •••-•••-0100.");
    await user.type(code, "111111");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(code.getAttribute("aria-invalid")).toBe("true"));
    expect(describedBy(code)).toContain("That code is not valid or has expired. Please try again.");

    await user.clear(code);
    await user.type(code, "222222");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, "/api/authn/factors/f-sms/verify").map((call) => call.body)).toEqual([
      { stateToken: "t1" },
      { stateToken: "t1", passCode: "111111" },
      { stateToken: "t1", passCode: "222222" },
    ]);
  });

  it.each([
    ["no factor", { status: "MFA_REQUIRED", stateToken: "t1", factors: [] }, "There's no MFA factor option configured"],
    [
      "more than one factor",
      { status: "MFA_REQUIRED", stateToken: "t1", factors: [totpFactor, smsFactor] },
      "There's more than one MFA factor option configured",
    ],
    ["SUCCESS without a token", { status: "SUCCESS" }, "Missing sessionToken from response"],
    [
      "an unknown status",
      { status: "MFA_PUSH", stateToken: "t1" },
      "Sign-in returned an unexpected status: MFA_PUSH. Please try again.",
    ],
  ])("stops with the spec's message for %s", async (_case, response, message) => {
    const user = userEvent.setup();
    renderApp("/login", { respond: scriptedServer({ "/api/authn": [authn(response)] }) });
    await signIn(user);
    const heading = await screen.findByRole("heading", { level: 1, name: "We couldn't sign you in" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole("alert").textContent).toBe(message);
    expect(redirectBrowser).not.toHaveBeenCalled();
  });

  it("says the account is locked, word for word", async () => {
    const user = userEvent.setup();
    renderApp("/login", {
      respond: scriptedServer({ "/api/authn": [authn({ status: "LOCKED_OUT", user: undefined })] }),
    });
    await signIn(user);
    await screen.findByRole("heading", { level: 1, name: "Your account is locked" });
    expect(screen.getByRole("alert").textContent).toBe(
      "Your account is locked for security reasons. Please, try again in about 60 minutes",
    );
  });

  it("speaks Spanish under /es", async () => {
    renderApp("/es/login");
    expect(await screen.findByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Correo electrónico" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Recordarme" })).toBeTruthy();
  });
});
