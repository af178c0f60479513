import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";

afterEach(() => vi.unstubAllGlobals());

const toggles = {
  DENTAL_COMPARISON: true,
  VISION_COMPARISON: false,
  LANGUAGE: true,
  LARGE_CLIENT: false,
  REMOVE_EDI_FROM_EIF: true,
};

function respond(path: string): Response | undefined {
  if (path === "/api/feature-toggles") return new Response(JSON.stringify(toggles));
  return undefined;
}

describe("/lab/home", () => {
  it("explains the lab and lists every toggle with what it changes and its global state, linking to About", async () => {
    const { fetchMock } = renderApp("/lab/home", { respond });
    expect(await screen.findByRole("heading", { level: 1, name: "Lab" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Feature toggles" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    const dental = items[0] as HTMLElement;
    expect(within(dental).getByRole("heading", { level: 3 }).textContent).toBe(
      "Dental plan comparison (DENTAL_COMPARISON)",
    );
    expect(within(dental).getByText(/compare dental plans side by side/)).toBeTruthy();
    expect(within(dental).getByText("Global state: On")).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText("Global state: Off")).toBeTruthy();
    expect(within(items[4] as HTMLElement).getByText(/Company profile link/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "About the lab" }).getAttribute("href")).toBe("/lab/about");
    // The global states: no client is asked for.
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), "http://localhost"))
      .filter((url) => url.pathname === "/api/feature-toggles");
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => !url.searchParams.has("clientId"))).toBe(true);
    await waitFor(() => expect(document.title).toBe("Lab | Sun Life"));
  });

  it("shows the page in Spanish under /es, and an unknown state when the toggles cannot be loaded", async () => {
    renderApp("/es/lab/home", {
      respond: (path) => (path === "/api/feature-toggles" ? new Response("boom", { status: 500 }) : undefined),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Laboratorio" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Interruptores de funciones" });
    expect(
      within(list).getAllByText("Estado global: Desconocido (no se pudieron cargar los interruptores)"),
    ).toHaveLength(5);
    expect(within(list).getByRole("heading", { level: 3, name: /Quitar EDI del EIF/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Acerca del laboratorio" }).getAttribute("href")).toBe("/es/lab/about");
    expect(screen.queryByText("This page is not available yet.")).toBeNull();
  });
});

describe("/lab/about", () => {
  it("says what the lab is for and how toggles are set, with a link back", async () => {
    renderApp("/lab/about", { respond });
    expect(await screen.findByRole("heading", { level: 1, name: "About the lab" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "How toggles are set" })).toBeTruthy();
    expect(screen.getByText(/override a toggle for a single client/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the lab" }).getAttribute("href")).toBe("/lab/home");
  });

  it("is in Spanish under /es", async () => {
    renderApp("/es/lab/about", { respond });
    expect(await screen.findByRole("heading", { level: 1, name: "Acerca del laboratorio" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Cómo se configuran los interruptores" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver al laboratorio" }).getAttribute("href")).toBe("/es/lab/home");
  });
});
