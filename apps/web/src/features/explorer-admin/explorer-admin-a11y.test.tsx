import { screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { baseServer, detail, json, PAGE_ID, PAGE_PATH } from "./explorer-admin-test-support";

afterEach(() => vi.unstubAllGlobals());

function respond(path: string): Response | undefined {
  if (path === PAGE_PATH) return json(detail());
  if (path === "/api/clients/c1/explorer-pages") return json({ data: [], count: 0 });
  if (path === "/api/clients/c1/setup" || path === "/api/clients/c1/audit-log") return undefined;
  return baseServer(path);
}

async function violations(): Promise<string[]> {
  // jsdom has no layout: colour contrast is checked by the Playwright axe run instead.
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

const BASE = "/clients/admin/c1/manage/benefits-explorer";

describe("explorer administration pages are axe-clean", { timeout: 30_000 }, () => {
  it.each([
    ["create", BASE, "Create site", "Site name"],
    ["edit", `${BASE}/${PAGE_ID}`, "Edit Acme Benefits 2026", "Site name"],
    ["renew", `${BASE}/${PAGE_ID}/renew`, "Renew Acme Benefits 2026", null],
    ["create in Spanish", `/es${BASE}`, "Crear sitio", "Nombre del sitio"],
    ["edit in Spanish", `/es${BASE}/${PAGE_ID}`, "Editar Acme Benefits 2026", "Nombre del sitio"],
    ["renew in Spanish", `/es${BASE}/${PAGE_ID}/renew`, "Renovar Acme Benefits 2026", null],
  ])("%s", async (_name, path, heading, field) => {
    renderApp(path, { user: testUser, respond });
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    if (field) expect(await screen.findByRole("textbox", { name: new RegExp(field) })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });
});
