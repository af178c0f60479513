/** Helpers for tests that answer fetch calls: a JSON response, answers by method, and the calls made to a path. */
import type { Mock } from "vitest";

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

export type MethodHandler = (
  path: string,
  method: string,
  init: RequestInit | undefined,
) => Response | Promise<Response> | undefined;

/** Lets a test answer by method too: the app's fake server only sees paths. */
export function answerByMethod(fetchMock: Mock, handler: MethodHandler): void {
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const answer = handler(path, init?.method ?? "GET", init);
    if (answer) return answer;
    return fallback ? fallback(input, init) : json({ message: "Not found" }, 404);
  });
}

export function callsTo(fetchMock: Mock, path: string, method = "GET") {
  return fetchMock.mock.calls.filter(([url, init]) => {
    const pathname = new URL(String(url), "http://localhost").pathname;
    return pathname === path && ((init as RequestInit | undefined)?.method ?? "GET") === method;
  });
}
