import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-error";
import { testUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { userFacingErrorMessage } from "./page-error-content";

afterEach(() => vi.unstubAllGlobals());

describe("error boundaries", () => {
  it("shows the plain root fallback when the configuration cannot load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderApp("/clients/admin", {
      respond: (path) => (path === "/api/configuration" ? new Response("{}", { status: 500 }) : undefined),
    });
    expect(await screen.findByRole("main")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Oops! Something went wrong");
    // The troubleshooting steps are there even on the last-resort page.
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Refresh the page.",
      "Clear your browser’s cache and cookies.",
      "Try a different browser.",
      "Contact support using the links below.",
    ]);
    expect(screen.getByText("Oops! Something went wrong. Please try again later.")).toBeTruthy();
  });

  it("shows the general error page inside the layout and recovers with Try again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let sessionFailures = 1;
    renderApp("/clients/admin", {
      user: testUser,
      respond: (path) => {
        if (path !== "/api/users/authenticated" || sessionFailures === 0) return undefined;
        sessionFailures -= 1;
        return new Response(JSON.stringify({ message: "boom", code: "INTERNAL" }), { status: 500 });
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Oops! Something went wrong" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(
      expect.arrayContaining(["Refresh the page.", "Try a different browser."]),
    );
    expect(
      screen.getByText(
        "Oops! Something went wrong. Please refresh the page and try again. If that doesn’t help, email support@onboard.test",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Email support" }).getAttribute("href")).toBe(
      "mailto:support@onboard.test",
    );
    expect(screen.getByRole("link", { name: "Chat with support" }).getAttribute("href")).toBe(
      "https://help.onboard.test",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Clients" })).toBeTruthy();
  });

  it("uses the server's message only for 4xx failures and missing route parameters", () => {
    expect(userFacingErrorMessage(new ApiError({ status: 409, code: "X", message: "Already there" }))).toBe(
      "Already there",
    );
    expect(userFacingErrorMessage(new ApiError({ status: 502, code: "X", message: "Bad gateway" }))).toBeNull();
    expect(userFacingErrorMessage(new Error("Param clientId is required but not provided!"))).toBe(
      "Param clientId is required but not provided!",
    );
    expect(userFacingErrorMessage(new Error("undefined is not a function"))).toBeNull();
  });
});
