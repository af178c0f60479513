/** Renders the whole app at a path with a memory router and a fake server behind fetch. */
import type { AppConfiguration } from "@onboard/domain/configuration/app-configuration";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { render } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { vi } from "vitest";
import { App } from "../app/app";
import { buildRoutes } from "../app/router/build-routes";
import { createQueryClient } from "../lib/query-client";
import { testClient, testConfiguration } from "./fixtures";

export interface FakeServer {
  configuration?: AppConfiguration;
  user?: AuthenticatedUser | null;
  /** Answers a path before the defaults do, e.g. to make the configuration fail (or later, to hold an answer back). */
  respond?: (path: string, url: URL) => Response | undefined | Promise<Response | undefined>;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function stubServer({ configuration = testConfiguration, user = null, respond }: FakeServer = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const path = url.pathname;
    const custom = await respond?.(path, url);
    if (custom) return custom;
    if (path === "/api/configuration") return json(configuration);
    if (path === "/api/users/authenticated") return json(user);
    if (path === "/api/feature-toggles") return json({});
    if (path === "/api/service-status") return json({ jira: true });
    if (path === "/api/csrf-token") return json({ token: "test-token" });
    const clientMatch = /^\/api\/clients\/([^/]+)$/.exec(path);
    if (clientMatch?.[1]) return json(testClient(clientMatch[1]));
    return json({ message: "Not found", code: "NOT_FOUND" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export function renderApp(path: string, server: FakeServer = {}) {
  const fetchMock = stubServer(server);
  const router = createMemoryRouter(buildRoutes("main"), { initialEntries: [path] });
  const view = render(<App queryClient={createQueryClient()} createRouter={() => router} mantineEnv="test" />);
  return { ...view, router, fetchMock };
}
