import { afterEach, describe, expect, it, vi } from "vitest";
import { clearCsrfToken } from "./csrf-token";
import { configureErrorReporting, type ErrorReport, reportError } from "./error-reporting";

afterEach(() => {
  vi.unstubAllGlobals();
  clearCsrfToken();
});

function stubTunnel() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    String(input) === "/api/csrf-token"
      ? new Response(JSON.stringify({ token: "t" }), { status: 200 })
      : new Response(null, { status: 204 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const reports = (fetchMock: ReturnType<typeof stubTunnel>): ErrorReport[] =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === "/api/sentry")
    .map(([, init]) => JSON.parse(String(init?.body)) as ErrorReport);

describe("error reporting", () => {
  it("holds reports until configured, then posts them to the tunnel with the environment and release", async () => {
    const fetchMock = stubTunnel();
    reportError(new Error("before configuration"));
    expect(fetchMock).not.toHaveBeenCalled();
    configureErrorReporting({ tunnel: "/api/sentry", sampleRate: 1, environment: "qa", release: "1.2.3" });
    await vi.waitFor(() => expect(reports(fetchMock)).toHaveLength(1));
    expect(reports(fetchMock)[0]).toMatchObject({
      message: "before configuration",
      environment: "qa",
      release: "1.2.3",
      level: "error",
      url: window.location.href,
    });
    expect(reports(fetchMock)[0]?.stack).toContain("before configuration");
  });

  it("samples reports with the configured rate", async () => {
    const fetchMock = stubTunnel();
    const draws = [0.05, 0.5];
    configureErrorReporting(
      { tunnel: "/api/sentry", sampleRate: 0.1, environment: "prod", release: "1" },
      { random: () => draws.shift() ?? 1 },
    );
    reportError(new Error("kept"));
    reportError(new Error("dropped"));
    await vi.waitFor(() => expect(reports(fetchMock)).toHaveLength(1));
    expect(reports(fetchMock).map((report) => report.message)).toEqual(["kept"]);
  });
});
