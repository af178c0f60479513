import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";
import { pageResponder, testPage } from "../explorer-test-support";

afterEach(() => vi.unstubAllGlobals());

describe("explorer index", () => {
  it("explains the explorer and opens a site by its name", async () => {
    const { router } = renderApp("/benefits-explorer", { respond: pageResponder(testPage()) });
    expect(await screen.findByRole("heading", { level: 1, name: "Benefits Explorer" })).toBeTruthy();
    const input = screen.getByRole("textbox", { name: "Enter your benefits site name" });
    fireEvent.click(screen.getByRole("button", { name: "Go to the site" }));
    expect(await screen.findByText("Please enter your benefits site name.")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(input, { target: { value: "  harbor " } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe("/benefits-explorer/harbor"));
    expect(await screen.findByRole("heading", { level: 1, name: "Harbor Benefits 2026" })).toBeTruthy();
  });

  it("keeps the Spanish prefix", async () => {
    const { router } = renderApp("/es/benefits-explorer", { respond: pageResponder(testPage()) });
    const input = await screen.findByRole("textbox", { name: "Escriba el nombre de su sitio de beneficios" });
    fireEvent.change(input, { target: { value: "harbor" } });
    fireEvent.click(screen.getByRole("button", { name: "Ir al sitio" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/es/benefits-explorer/harbor"));
  });
});
