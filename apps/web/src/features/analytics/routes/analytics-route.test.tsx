import { MantineProvider } from "@mantine/core";
import { resolveAnalyticsPeriod } from "@onboard/domain/tracking/analytics-period";
import type { AnalyticsSummary } from "@onboard/domain/tracking/analytics-schemas";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { Suspense } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureLanguage } from "../../../lib/i18n";
import { createQueryClient } from "../../../lib/query-client";
import { json } from "../../../test/fake-fetch";
import { testConfiguration } from "../../../test/fixtures";
import { AnalyticsRoute } from "./analytics-route";

afterEach(() => vi.unstubAllGlobals());

const summary: AnalyticsSummary = {
  from: "2026-03-01",
  to: "2026-03-30",
  total: 1237,
  rows: [
    { page: "/benefits/acme", name: "tracked_link", count: 1200 },
    { page: "/client/c1", name: "tracked_link", count: 37 },
  ],
};

type Answer = (url: URL) => Response;

async function renderRoute(answer: Answer, language: "en" | "es" = "en") {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/configuration") return json(testConfiguration);
    return answer(url);
  });
  vi.stubGlobal("fetch", fetchMock);
  await ensureLanguage(language);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[language === "es" ? "/es/analytics" : "/analytics"]}>
          <Suspense>
            <main>
              <AnalyticsRoute />
            </main>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const summaryCalls = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname === "/api/analytics/summary")
      .map((url) => Object.fromEntries(url.searchParams));
  return { summaryCalls };
}

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
}

describe("the analytics screen", () => {
  it("asks for the last 30 days at first and shows the counts per page and event, largest first", async () => {
    const { summaryCalls } = await renderRoute(() => json(summary));
    expect(await screen.findByRole("heading", { level: 1, name: "Analytics" })).toBeTruthy();
    const { from, to } = resolveAnalyticsPeriod({});
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe(from);
    expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe(to);
    const table = await screen.findByRole("table", {
      name: "Events per page and event name, from 2026-03-01 to 2026-03-30, most frequent first",
    });
    expect(summaryCalls()).toEqual([{ from, to }]);
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Page", "Event", "Count"],
      ["/benefits/acme", "tracked_link", "1,200"],
      ["/client/c1", "tracked_link", "37"],
    ]);
    expect(screen.getByText("1,237 events in this period.")).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it("asks again when the period changes, and not at all for a start after the end", async () => {
    const { summaryCalls } = await renderRoute(() => json(summary));
    await screen.findByRole("table");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-01-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-01-31" } });
    await waitFor(() => expect(summaryCalls().at(-1)).toEqual({ from: "2026-01-01", to: "2026-01-31" }));
    const before = summaryCalls().length;
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-02-01" } });
    expect(await screen.findByText("The start of the period must not be after its end.")).toBeTruthy();
    expect(screen.getByLabelText("From").getAttribute("aria-invalid")).toBe("true");
    expect(summaryCalls()).toHaveLength(before);
  });

  it("says so when no event was recorded in the period", async () => {
    await renderRoute(() => json({ ...summary, total: 0, rows: [] }));
    expect(await screen.findByText("No events were recorded in this period.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows the server's message when the counts cannot be read", async () => {
    await renderRoute(() => json({ message: "You do not have permission to do this.", code: "FORBIDDEN" }, 403));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The counts could not be loaded");
    expect(alert.textContent).toContain("You do not have permission to do this.");
  });

  it("speaks Spanish under /es, and stays accessible", async () => {
    await renderRoute(() => json(summary), "es");
    expect(await screen.findByRole("heading", { level: 1, name: "Analítica" })).toBeTruthy();
    expect(await screen.findByText("1237 eventos en este período.")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Recuento" })).toBeTruthy();
    expect(screen.getByLabelText("Desde")).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
