import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { describedBy, linkServer, noContent, urlsTo } from "../account-link-test-support";
import { callsTo, json } from "../auth-test-support";

afterEach(() => vi.unstubAllGlobals());

const RESET_PATH = "/api/users/reset-password/rosa%40harborview.test";

describe("/forgot", () => {
  it("sends a reset link in the page's language and says so without telling whether the account exists", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/forgot", { respond: linkServer({ [RESET_PATH]: noContent }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Forgot your password?" })).toBeTruthy();
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email.getAttribute("autocomplete")).toBe("username");
    expect(email.getAttribute("type")).toBe("email");
    await user.type(email, "  rosa@harborview.test ");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));

    const heading = await screen.findByRole("heading", { level: 1, name: "Check your email" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(
      screen.getByText(
        "If an account exists for rosa@harborview.test, we sent a link to reset your password. The link expires in 60 minutes.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/login");

    expect(urlsTo(fetchMock, RESET_PATH)).toEqual([`${RESET_PATH}?language=en`]);
    const [call] = fetchMock.mock.calls.filter(([url]) => String(url).startsWith(RESET_PATH));
    expect(call?.[1]?.method).toBe("POST");
    expect(new Headers(call?.[1]?.headers).get("x-csrf-token")).toBe("test-token");
  });

  it("checks the address before calling the server, with the shared e-mail rule's words", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/forgot");
    await user.click(await screen.findByRole("button", { name: "Send reset link" }));
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(email)).toContain("Email is required");
    expect(document.activeElement).toBe(email);

    await user.type(email, "rosa@harborview");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(describedBy(email)).toContain("Please enter a valid email address");
    expect(callsTo(fetchMock, RESET_PATH)).toEqual([]);
  });

  it("tells a rate-limited user to wait, and stays on the form", async () => {
    const user = userEvent.setup();
    renderApp("/forgot", {
      respond: linkServer({
        [RESET_PATH]: () => json({ code: "RATE_LIMITED", message: "Too many requests" }, 429),
      }),
    });
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "rosa@harborview.test");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many requests. Please wait a moment and try again.",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeTruthy();
  });

  it("speaks Spanish under /es and asks for a Spanish e-mail", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/es/forgot", { respond: linkServer({ [RESET_PATH]: noContent }) });
    await user.type(await screen.findByRole("textbox", { name: "Correo electrónico" }), "rosa@harborview.test");
    await user.click(screen.getByRole("button", { name: "Enviar enlace" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Revise su correo electrónico" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver a iniciar sesión" }).getAttribute("href")).toBe("/es/login");
    expect(urlsTo(fetchMock, RESET_PATH)).toEqual([`${RESET_PATH}?language=es`]);
  });

  it("is for signed-out users only", async () => {
    const { router } = renderApp("/forgot", { user: testUser });
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/forgot"));
    expect(screen.queryByRole("heading", { name: "Forgot your password?" })).toBeNull();
  });
});

describe("the sign-in page", () => {
  it("links to /forgot", async () => {
    renderApp("/login");
    expect((await screen.findByRole("link", { name: "Forgot your password?" })).getAttribute("href")).toBe("/forgot");
  });
});
