import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";

afterEach(() => vi.unstubAllGlobals());

describe("not-found page", () => {
  it("shows the Spanish text under /es/", async () => {
    renderApp("/es/404");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Lo sentimos, la página que busca no existe" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver al inicio" }).getAttribute("href")).toBe("/es");
    expect(document.documentElement.lang).toBe("es");
    await waitFor(() => expect(document.title).toBe("Página no encontrada | Sun Life"));
  });

  it("renders for unknown paths in English, with a Return to Home link", async () => {
    renderApp("/no/such/page");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sorry, the page you are looking for does not exist" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(document.documentElement.lang).toBe("en");
  });
});
