import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiClient, apiRequest, configureApiClient } from "./api-client";
import { clearCsrfToken } from "./csrf-token";
import { setNavigate } from "./navigation";

type FetchArgs = [input: string, init: RequestInit];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function mockFetch(...responses: (Response | Error)[]) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockResolvedValueOnce(response);
  }
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function captureError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the request to fail");
}

const navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  navigate.mockReset();
  setNavigate(navigate);
  clearCsrfToken();
  configureApiClient({ supportEmail: "help@onboard.test" });
  window.history.pushState({}, "", "/clients/admin?page=2");
});

afterEach(() => {
  vi.unstubAllGlobals();
  setNavigate(null);
});

describe("api client requests", () => {
  it("sends credentials and JSON, and returns the parsed body", async () => {
    const fetchMock = mockFetch(json(200, { jira: true }));
    await expect(apiClient.get("/api/service-status")).resolves.toEqual({ jira: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/service-status");
    expect(init?.credentials).toBe("include");
    expect(new Headers(init?.headers).get("x-csrf-token")).toBeNull();
  });

  it("fetches the CSRF token once and sends it on every mutation", async () => {
    const fetchMock = mockFetch(json(200, { token: "token-a" }), json(200, { ok: 1 }), json(200, { ok: 2 }));
    await apiClient.post("/api/things", { name: "x" });
    await apiClient.put("/api/things/1", { name: "y" });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/csrf-token", "/api/things", "/api/things/1"]);
    for (const [, init] of fetchMock.mock.calls.slice(1)) {
      expect(new Headers(init.headers).get("x-csrf-token")).toBe("token-a");
      expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    }
  });

  it("refetches the CSRF token after the server rejects it", async () => {
    const fetchMock = mockFetch(
      json(200, { token: "stale" }),
      json(403, { message: "invalid csrf token", code: "INVALID_CSRF_TOKEN" }),
      json(200, { token: "fresh" }),
      json(200, { ok: true }),
    );
    const error = await captureError(apiClient.post("/api/things", {}));
    expect(error.message).toBe("invalid csrf token");
    expect(navigate).not.toHaveBeenCalled();
    await apiClient.post("/api/things", {});
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/api/csrf-token",
      "/api/things",
      "/api/csrf-token",
      "/api/things",
    ]);
    expect(new Headers(fetchMock.mock.calls[3]?.[1].headers).get("x-csrf-token")).toBe("fresh");
  });
});

describe("api client error catalogue", () => {
  it("redirects a 401 to login, keeping the current path as the redirect parameter", async () => {
    mockFetch(json(401, { message: "Unauthorized", code: "UNAUTHORIZED" }));
    const error = await captureError(apiRequest("/api/clients"));
    expect(error.status).toBe(401);
    expect(navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent("/clients/admin?page=2")}`);
  });

  it("keeps the language prefix when redirecting to login", async () => {
    window.history.pushState({}, "", "/es/client/c1");
    mockFetch(json(401, { message: "Unauthorized", code: "UNAUTHORIZED" }));
    await captureError(apiRequest("/api/clients/c1"));
    expect(navigate).toHaveBeenCalledWith(`/es/login?redirect=${encodeURIComponent("/es/client/c1")}`);
  });

  it("does not redirect a 401 whose message is Invalid token", async () => {
    mockFetch(json(401, { message: "Invalid token", code: "INVALID_TOKEN" }));
    const error = await captureError(apiRequest("/api/users/auth-token/abc"));
    expect(error.message).toBe("Invalid token");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("redirects a 401 on a public page to login without a redirect parameter", async () => {
    window.history.pushState({}, "", "/benefits-explorer/page-1");
    mockFetch(json(401, { message: "Unauthorized", code: "UNAUTHORIZED" }));
    await captureError(apiRequest("/api/explorer-pages/page-1"));
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("redirects a 503 maintenance answer to the maintenance page", async () => {
    mockFetch(json(503, { message: "Down for maintenance", code: "MAINTENANCE" }));
    const error = await captureError(apiRequest("/api/clients"));
    expect(error.status).toBe(503);
    expect(navigate).toHaveBeenCalledWith("/maintenance");
  });

  it("redirects a 403 Client is not accessible at the moment to the maintenance page", async () => {
    mockFetch(json(403, { message: "Client is not accessible at the moment", code: "CLIENT_NOT_ACCESSIBLE" }));
    const error = await captureError(apiRequest("/api/clients/c1"));
    expect(error.message).toBe("Client is not accessible at the moment");
    expect(navigate).toHaveBeenCalledWith("/maintenance");
  });

  it("turns a block page into BLOCKED_BY_CLOUDFLARE", async () => {
    const page = "<html><title>Attention Required! | Cloudflare</title><h1>Sorry, you have been blocked</h1></html>";
    mockFetch(new Response(page, { status: 403, headers: { "Content-Type": "text/html" } }));
    const error = await captureError(apiRequest("/api/clients"));
    expect(error).toMatchObject({ code: "BLOCKED_BY_CLOUDFLARE", message: "Sorry, you have been blocked..." });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("gives a generic message for a non-JSON error", async () => {
    mockFetch(new Response("<html>Bad gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } }));
    const error = await captureError(apiRequest("/api/clients"));
    expect(error).toMatchObject({
      status: 502,
      code: "NON_JSON_RESPONSE",
      message: "Oops! Something went wrong. If that doesn’t help, email help@onboard.test",
    });
  });

  it("reports no response as status 0 'No response received!'", async () => {
    mockFetch(new TypeError("Failed to fetch"));
    const error = await captureError(apiRequest("/api/clients"));
    expect(error).toMatchObject({ status: 0, code: "NO_RESPONSE", message: "No response received!" });
  });

  it("passes a 4xx server message through to the user", async () => {
    mockFetch(json(412, { message: "This record changed.", code: "PRECONDITION_FAILED" }));
    const error = await captureError(apiRequest("/api/clients/c1"));
    expect(error).toMatchObject({ status: 412, code: "PRECONDITION_FAILED", message: "This record changed." });
  });

  it("replaces a 5xx server message with the generic fallback", async () => {
    mockFetch(json(500, { message: "relation clients does not exist", code: "INTERNAL" }));
    const error = await captureError(apiRequest("/api/clients"));
    expect(error.message).toBe(
      "Oops! Something went wrong. Please refresh the page and try again. If that doesn’t help, email help@onboard.test",
    );
    expect(error.code).toBe("INTERNAL");
  });

  it("keeps field errors with the leading body. removed", async () => {
    mockFetch(
      json(200, { token: "t" }),
      json(400, {
        message: "Validation failed",
        code: "VALIDATION_ERROR",
        errors: [
          { path: "body.name", message: "Please enter a site name." },
          { path: "body.contacts.0.email", message: "Please enter a valid email address" },
          { path: "query.limit", message: "Too big" },
        ],
      }),
    );
    const error = await captureError(apiClient.post("/api/clients", {}));
    expect(error.errors).toEqual([
      { path: "name", message: "Please enter a site name." },
      { path: "contacts.0.email", message: "Please enter a valid email address" },
      { path: "query.limit", message: "Too big" },
    ]);
  });
});
