/**
 * Test support for the explorer's forms, comparison and personal plan: a render inside the explorer's route params
 * (memory router, Mantine, query client, configuration, i18n) with a fake server behind fetch, and an axe run.
 */
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import axe from "axe-core";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { configurationQueryOptions } from "../../../../lib/configuration/get-configuration";
import { ensureLanguage, languageFromPath } from "../../../../lib/i18n";
import { createQueryClient } from "../../../../lib/query-client";
import { testConfiguration } from "../../../../test/fixtures";
import { PAGE_ID } from "./forms-test-fixtures";

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export interface RenderOptions {
  /** The URL, e.g. /es/benefits-explorer/{id}; the language comes from its prefix. */
  path?: string;
  /** Answers API paths; the CSRF token and the configuration are answered already. */
  respond?: (path: string, init?: RequestInit) => Response | undefined;
  /** What the page route itself shows when `ui` is for the personal plan route (default: `ui` everywhere). */
  pageElement?: ReactNode;
}

/** Renders `ui` under the explorer's page route with a fake server; resolves once the language is loaded. */
export async function renderExplorer(
  ui: ReactNode,
  { path = `/benefits-explorer/${PAGE_ID}`, respond, pageElement }: RenderOptions = {},
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost").pathname;
    const custom = respond?.(url, init);
    if (custom) return custom;
    if (url === "/api/csrf-token") return json({ token: "test-token" });
    if (url === "/api/configuration") return json(testConfiguration);
    return json({ message: "Not found", code: "NOT_FOUND" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  await ensureLanguage(languageFromPath(path));
  const queryClient = createQueryClient();
  queryClient.setQueryData(configurationQueryOptions().queryKey, testConfiguration);
  // The layout puts every page inside <main>; axe expects content in a landmark.
  const routes = ["/benefits-explorer/:explorerPageId", "/:language/benefits-explorer/:explorerPageId"].flatMap(
    (base) => [
      { path: `${base}/personal-benefits-plan`, element: <main>{ui}</main> },
      { path: base, element: <main>{pageElement ?? ui}</main> },
    ],
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, fetchMock };
}

/** The calls made to a path, with their parsed JSON bodies. */
export function bodiesSentTo(fetchMock: ReturnType<typeof vi.fn>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), "http://localhost").pathname === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body ?? "null")));
}

/** axe's findings (jsdom has no layout: colour contrast is left to the Playwright run). */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}
