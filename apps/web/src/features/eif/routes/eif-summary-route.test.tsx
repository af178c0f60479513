import { fireEvent, screen, waitFor } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerByMethod, json } from "../../../test/fake-fetch";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { draftOf, fakeDraftServer, location } from "../eif-test-support";

const SUMMARY = "/client/c1/task/eif-submit-company-information/summary";
const SUMMARY_PATH = "/api/clients/c1/eif-summary";
const FILE_NAME = "harborview-logistics-company-information-summary-2026-07-01.pdf";

function renderSummary(path = SUMMARY) {
  const view = renderApp(path, { user: testUser });
  answerByMethod(view.fetchMock, (requested) => {
    if (requested !== SUMMARY_PATH) return undefined;
    return new Response(new Blob(["%PDF-1.7 summary"]), {
      status: 200,
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${FILE_NAME}"`,
      },
    });
  });
  answerByMethod(view.fetchMock, (requested) => (requested === "/api/ben-admin-platforms" ? json([]) : undefined));
  fakeDraftServer(
    view.fetchMock,
    draftOf({
      locations: [location()],
      answers: { legalName: "Harborview Logistics LLC", taxId: "12-3456789", headquartersLocationId: location().id },
      eifSignedAt: "2026-07-01T19:30:00.000Z",
    }),
  );
  return view;
}

async function violations(): Promise<string[]> {
  // jsdom has no layout: colour contrast is checked by the Playwright axe run instead.
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

let click: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:summary");
  URL.revokeObjectURL = vi.fn();
  click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
});
afterEach(() => {
  click.mockRestore();
});

describe("the EIF summary screen", () => {
  it("is headed Company Information Summary and shows the answers, read only", async () => {
    renderSummary();
    expect(await screen.findByRole("heading", { level: 1, name: "Company Information Summary" })).toBeTruthy();
    expect(screen.getByText("Harborview Logistics")).toBeTruthy();
    expect(await screen.findByText("Harborview Logistics LLC")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Company Information" })).toBeTruthy();
    expect(screen.getByText(/^Signed on /)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Edit/ })).toBeNull();
  });

  it("downloads the PDF with the browser's time zone and the page's language, under the server's file name", async () => {
    const view = renderSummary();
    fireEvent.click(await screen.findByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const call = view.fetchMock.mock.calls
      .map(([url, init]) => ({ url: new URL(String(url), "http://localhost"), init: init as RequestInit | undefined }))
      .find(({ url }) => url.pathname === SUMMARY_PATH);
    expect(call?.url.searchParams.get("tz")).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(call?.url.searchParams.get("language")).toBe("en");
    expect(call?.init?.credentials).toBe("include");
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(FILE_NAME);
  });

  it("shows why a download failed", async () => {
    const view = renderSummary();
    answerByMethod(view.fetchMock, (requested) =>
      requested === SUMMARY_PATH ? json({ message: "Not found", code: "NOT_FOUND" }, 404) : undefined,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Download PDF" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Not found");
  });

  it.each([
    ["English", SUMMARY, "Company Information Summary"],
    ["Spanish", `/es${SUMMARY}`, "Resumen de la información de la empresa"],
  ])("is axe-clean in %s", async (_language, path, heading) => {
    renderSummary(path);
    await screen.findByRole("heading", { level: 1, name: heading });
    await screen.findByText("Harborview Logistics LLC");
    expect(await violations()).toEqual([]);
  });
});
