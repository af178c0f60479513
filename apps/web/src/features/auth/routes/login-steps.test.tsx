import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";
import { callsTo, useRealmSafeDigest } from "../auth-test-support";
import { redirectBrowser } from "../browser-redirect";
import { authn, failure, scriptedServer, totpFactor } from "../login-test-support";

vi.mock("../browser-redirect", () => ({ redirectBrowser: vi.fn() }));

beforeEach(() => {
  useRealmSafeDigest();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.mocked(redirectBrowser).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;

async function signIn(user: User) {
  await user.type(await screen.findByRole("textbox", { name: "Email" }), "avery@onboard.test");
  await user.type(screen.getByLabelText(/^Password/), "old password");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

function describedBy(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

const QR = "data:image/png;base64,iVBORw0KGgo=";

describe("/login enrolment and password steps", () => {
  it("enrols an authenticator app: QR code with alt text, setup key, then the first code", async () => {
    const user = userEvent.setup();
    const activation = {
      factorId: "f-new",
      factorType: "token:software:totp" as const,
      qrCodeDataUrl: QR,
      secret: "JBSWY3DPEHPK3PXP",
    };
    const { fetchMock } = renderApp("/login", {
      respond: scriptedServer({
        "/api/authn": [authn({ status: "MFA_ENROLL", stateToken: "t1", factorTypes: ["token:software:totp", "sms"] })],
        "/api/authn/factors": [authn({ status: "MFA_ENROLL_ACTIVATE", stateToken: "t2", activation })],
        "/api/authn/factors/f-new/lifecycle/activate": [authn({ status: "SUCCESS", sessionToken: "session-3" })],
      }),
    });
    await signIn(user);
    const heading = await screen.findByRole("heading", { level: 1, name: "Set up two-step verification" });
    expect(document.activeElement).toBe(heading);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Choose how you want to get your verification codes.")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: /Authenticator app/ }));
    await user.click(screen.getByRole("button", { name: "Continue" }));

    await screen.findByRole("heading", { level: 1, name: "Set up your authenticator app" });
    const qr = screen.getByRole("img", { name: "QR code for adding your account to an authenticator app" });
    expect(qr.getAttribute("src")).toBe(QR);
    expect(screen.getByText("JBSWY3DPEHPK3PXP")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Verification code" }), "654321");
    await user.click(screen.getByRole("button", { name: "Verify and finish" }));
    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledTimes(1));

    expect(callsTo(fetchMock, "/api/authn/factors")[0]?.body).toEqual({
      stateToken: "t1",
      factorType: "token:software:totp",
    });
    expect(callsTo(fetchMock, "/api/authn/factors/f-new/lifecycle/activate")[0]?.body).toEqual({
      stateToken: "t2",
      passCode: "654321",
    });
  });

  it("enrols a phone: the number is required, sent in E.164, then the texted code activates it", async () => {
    const user = userEvent.setup();
    const activation = { factorId: "f-phone", factorType: "sms" as const, phoneNumber: "+15555550100" };
    const { fetchMock } = renderApp("/login", {
      respond: scriptedServer({
        "/api/authn": [authn({ status: "MFA_ENROLL", stateToken: "t1", factorTypes: ["sms"] })],
        "/api/authn/factors": [authn({ status: "MFA_ENROLL_ACTIVATE", stateToken: "t2", activation })],
        "/api/authn/factors/f-phone/lifecycle/activate": [authn({ status: "SUCCESS", sessionToken: "session-4" })],
      }),
    });
    await signIn(user);
    await screen.findByRole("heading", { level: 1, name: "Set up two-step verification" });
    // The only option on offer is chosen already.
    expect((screen.getByRole("radio", { name: /Text message/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const phone = screen.getByRole("textbox", { name: "Mobile phone number" });
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(phone)).toContain("Enter your mobile phone number.");
    expect(phone.getAttribute("autocomplete")).toBe("tel");

    await user.type(phone, "(555) 555-0100");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { level: 1, name: "Confirm your phone number" });
    const code = screen.getByRole("textbox", { name: "Verification code" });
    expect(describedBy(code)).toContain("Enter the 6-digit code we sent to +15555550100.");
    await user.type(code, "000111");
    await user.click(screen.getByRole("button", { name: "Verify and finish" }));
    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, "/api/authn/factors")[0]?.body).toEqual({
      stateToken: "t1",
      factorType: "sms",
      phoneNumber: "+15555550100",
    });
  });

  it("changes an expired password: the spec's message, checks, server policy errors on the field", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/login", {
      respond: scriptedServer({
        "/api/authn": [authn({ status: "PASSWORD_EXPIRED", stateToken: "t1" })],
        "/api/authn/credentials/change-password": [
          failure(400, "VALIDATION_ERROR", "Invalid", [
            {
              path: "body.newPassword",
              message: "The server says no.",
            },
          ]),
          authn({ status: "MFA_REQUIRED", stateToken: "t2", factors: [totpFactor] }),
        ],
      }),
    });
    await signIn(user);
    await screen.findByRole("heading", { level: 1, name: "Change your password" });
    expect(screen.getByText("Your password has expired.")).toBeTruthy();
    const current = screen.getByLabelText(/^Current password/);
    const next = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);
    expect([current, next, confirm].map((input) => input.getAttribute("autocomplete"))).toEqual([
      "current-password",
      "new-password",
      "new-password",
    ]);

    // The domain's policy is checked before the server is asked.
    await user.type(current, "old password");
    await user.type(next, "password");
    await user.type(confirm, "blue harbour lantern");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(next.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(next)).toContain("This password is too common. Choose one that is harder to guess.");
    expect(document.activeElement).toBe(next);
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(confirm)).toContain("The passwords do not match.");
    expect(callsTo(fetchMock, "/api/authn/credentials/change-password")).toEqual([]);

    await user.clear(next);
    await user.type(next, "blue harbour lantern");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(describedBy(next)).toContain("The server says no."));
    expect(next.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(next);

    await user.clear(next);
    await user.type(next, "a much longer pass phrase");
    await user.clear(confirm);
    await user.type(confirm, "a much longer pass phrase");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await screen.findByRole("heading", { level: 1, name: "Verify it's you" });
    expect(callsTo(fetchMock, "/api/authn/credentials/change-password").at(-1)?.body).toEqual({
      stateToken: "t1",
      oldPassword: "old password",
      newPassword: "a much longer pass phrase",
    });
  });

  it("goes back to sign in from any step, cancelling the transaction and keeping the email", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/login", {
      respond: scriptedServer({
        "/api/authn": [authn({ status: "MFA_REQUIRED", stateToken: "t1", factors: [totpFactor] })],
      }),
    });
    await signIn(user);
    await screen.findByRole("heading", { level: 1, name: "Verify it's you" });
    await user.click(screen.getByRole("button", { name: "Back to sign in" }));

    const heading = await screen.findByRole("heading", { level: 1, name: "Sign In" });
    expect(document.activeElement).toBe(heading);
    expect((screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement).value).toBe("avery@onboard.test");
    await waitFor(() =>
      expect(callsTo(fetchMock, "/api/authn/cancel")).toEqual([{ method: "POST", body: { stateToken: "t1" } }]),
    );
  });

  it("starts again with a notice when the server no longer knows the transaction", async () => {
    const user = userEvent.setup();
    renderApp("/login", {
      respond: scriptedServer({
        "/api/authn": [authn({ status: "MFA_REQUIRED", stateToken: "t1", factors: [totpFactor] })],
        "/api/authn/factors/f-totp/verify": [
          failure(401, "INVALID_STATE_TOKEN", "Your sign-in session is out of date. Please start signing in again."),
        ],
      }),
    });
    await signIn(user);
    await user.type(await screen.findByRole("textbox", { name: "Verification code" }), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await screen.findByRole("heading", { level: 1, name: "Sign In" });
    expect(screen.getByRole("alert").textContent).toBe(
      "Your sign-in session is out of date. Please start signing in again.",
    );
  });
});
