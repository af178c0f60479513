import type { CensusCounts, CensusRow } from "@onboard/domain/census/census-api";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, type Mock } from "vitest";
import { renderApp } from "../../../../test/render-app";
import {
  BASE,
  benAdmin,
  CENSUS_PATH,
  censusFile,
  counts,
  DOCUMENT_ID,
  FILE_BASE,
  ifMatchOf,
  json,
  REPORT_HEADERS,
  REPORT_MAPPING,
  reportRow,
} from "../../census-test-support";

const TOTAL = 10_000;
const ALL_COUNTS = counts({
  rows: 12_000,
  errors: TOTAL,
  rowsWithErrors: TOTAL,
  byCode: { zipFormat: TOTAL, required: 3 },
});

interface FakeReport {
  rowRequests: URLSearchParams[];
  fixes: { url: string; init: RequestInit | undefined }[];
}

/** The rows call answers any window of 10,000 problem rows (3 with the code "required"); PUT answers `fix`. */
function renderReport(fix: (row: number) => Response, language = "") {
  const report: FakeReport = { rowRequests: [], fixes: [] };
  const view = renderApp(`${language}${CENSUS_PATH}/validation-report/${DOCUMENT_ID}`, {
    user: benAdmin,
    respond: (path) => (path === `${BASE}/files` ? json([censusFile()]) : undefined),
  });
  const fetchMock = view.fetchMock as Mock;
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === `${FILE_BASE}/rows`) {
      report.rowRequests.push(url.searchParams);
      const offset = Number(url.searchParams.get("offset"));
      const limit = Number(url.searchParams.get("limit"));
      const total = url.searchParams.get("code") === "required" ? 3 : TOTAL;
      const rows: CensusRow[] = [];
      for (let index = offset; index < Math.min(total, offset + limit); index++) rows.push(reportRow(index));
      return json({ headers: REPORT_HEADERS, mapping: REPORT_MAPPING, total, rows, counts: ALL_COUNTS });
    }
    const fixMatch = new RegExp(`^${FILE_BASE}/rows/(\\d+)$`).exec(url.pathname);
    if (fixMatch && init?.method === "PUT") {
      report.fixes.push({ url: url.pathname, init });
      return fix(Number(fixMatch[1]));
    }
    return fallback ? fallback(input, init) : json({ message: "Not found" }, 404);
  });
  return { ...view, report };
}

const okFix = (rowNumber: number) => {
  const fixedCounts: CensusCounts = {
    ...ALL_COUNTS,
    errors: TOTAL - 1,
    warnings: 1,
    byCode: { zipFormat: TOTAL - 1, duplicatePerson: 1 },
  };
  return json({
    row: reportRow(rowNumber - 2, {
      values: ["Person0", "Lopez", "", "12345"],
      corrected: [3],
      issues: [
        {
          rowNumber,
          fieldId: "firstName",
          severity: "warning",
          code: "duplicatePerson",
          message: "Same name and date of birth as row 40",
        },
      ],
    }),
    version: 8,
    counts: fixedCounts,
  });
};

const grid = () => screen.findByRole("table", { name: "Rows with problems" });
const bodyRows = (table: HTMLElement) => table.querySelectorAll("tbody tr");

describe("the validation report", () => {
  it("renders only a window of its 10,000 rows and fetches pages as the person scrolls", async () => {
    const view = renderReport(okFix);
    const table = await grid();
    expect(table.getAttribute("aria-rowcount")).toBe(String(TOTAL + 1));
    expect(await within(table).findByText("Row 2")).toBeTruthy();
    expect(bodyRows(table).length).toBeLessThan(30);
    expect(within(table).getByRole("columnheader", { name: /Zip/ })).toBeTruthy();
    // A column not imported is not in the report.
    expect(within(table).queryByRole("columnheader", { name: /Notes/ })).toBeNull();

    const viewport = table.parentElement as HTMLElement;
    fireEvent.scroll(viewport, { target: { scrollTop: 88 * 5000 } });
    expect(await within(table).findByText("Row 5002")).toBeTruthy();
    expect(bodyRows(table).length).toBeLessThan(30);
    expect(within(table).queryByText("Row 2")).toBeNull();
    const row = within(table).getByText("Row 5002").closest("tr");
    expect(row?.getAttribute("aria-rowindex")).toBe("5002");
    const offsets = view.report.rowRequests.map((query) => query.get("offset"));
    expect(offsets).toContain("5000");
    expect(offsets).not.toContain("2000");
  });

  it("filters by problem, with the count of each", async () => {
    const user = userEvent.setup();
    const view = renderReport(okFix);
    await grid();
    await user.selectOptions(screen.getByLabelText("Show"), "Required value missing (3)");
    await waitFor(async () => expect((await grid()).getAttribute("aria-rowcount")).toBe("4"));
    expect(view.report.rowRequests.some((query) => query.get("code") === "required")).toBe(true);
    await user.selectOptions(screen.getByLabelText("Show"), "Errors only");
    await waitFor(() => expect(view.report.rowRequests.some((query) => query.get("severity") === "error")).toBe(true));
  });

  it("fixes a cell in place: PUT with If-Match, then the row's new issues, Fixed and the new counts", async () => {
    const user = userEvent.setup();
    const view = renderReport(okFix);
    const table = await grid();
    const row = (await within(table).findByText("Row 2")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Error: Zip code needs to be in the format ##### or #####-####")).toBeTruthy();

    await user.click(within(row).getByText("123"));
    const input = within(row).getByRole("textbox", { name: "Zip, row 2" });
    await user.clear(input);
    await user.type(input, "12345{Enter}");

    await waitFor(() => expect(view.report.fixes).toHaveLength(1));
    const [sent] = view.report.fixes;
    expect(sent?.url).toBe(`${FILE_BASE}/rows/2`);
    expect(ifMatchOf(sent?.init)).toBe('"7"');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ values: { 3: "12345" } });

    expect(await within(row).findByText("Fixed")).toBeTruthy();
    expect(within(row).getByText("12345")).toBeTruthy();
    expect(within(row).queryByText(/Zip code needs to be/)).toBeNull();
    expect(within(row).getByText("Warning: Same name and date of birth as row 40")).toBeTruthy();
    expect(screen.getByText("9,999")).toBeTruthy();

    // The next fix is based on the version the first one answered.
    const next = (await within(table).findByText("Row 3")).closest("tr") as HTMLElement;
    await user.click(within(next).getByText("123"));
    await user.type(within(next).getByRole("textbox", { name: "Zip, row 3" }), "45{Enter}");
    await waitFor(() => expect(view.report.fixes).toHaveLength(2));
    expect(ifMatchOf(view.report.fixes[1]?.init)).toBe('"8"');
  });

  it("edits from the keyboard: F2 opens the cell, Escape cancels without sending", async () => {
    const user = userEvent.setup();
    const view = renderReport(okFix);
    const table = await grid();
    await within(table).findByText("Row 2");
    const cell = table.querySelector('[data-cell="0:1"]') as HTMLElement;
    expect(cell.tabIndex).toBe(0);
    cell.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(document.activeElement?.getAttribute("data-cell")).toBe("0:3");
    await user.keyboard("{ArrowDown}{F2}");
    const input = within(table).getByRole("textbox", { name: "Zip, row 3" });
    expect(document.activeElement).toBe(input);
    await user.keyboard("999{Escape}");
    expect(within(table).queryByRole("textbox")).toBeNull();
    expect(document.activeElement?.getAttribute("data-cell")).toBe("1:3");
    expect(view.report.fixes).toHaveLength(0);
  });

  it("says someone else changed the census on a 412, and reloads", async () => {
    const user = userEvent.setup();
    const view = renderReport(() =>
      json({ message: "The record was changed by someone else", code: "PRECONDITION_FAILED" }, 412),
    );
    const table = await grid();
    const row = (await within(table).findByText("Row 2")).closest("tr") as HTMLElement;
    await user.click(within(row).getByText("123"));
    await user.type(within(row).getByRole("textbox", { name: "Zip, row 2" }), "45{Enter}");
    expect(await screen.findByText("Someone else changed this census. Reload to see their changes.")).toBeTruthy();
    const before = view.report.rowRequests.length;
    await user.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(view.report.rowRequests.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText(/Someone else changed this census/)).toBeNull());
  });

  it("shows a refusal after submitting as the server words it", async () => {
    const user = userEvent.setup();
    renderReport(() =>
      json({ message: "This census has already been submitted", code: "CENSUS_ALREADY_SUBMITTED" }, 409),
    );
    const table = await grid();
    const row = (await within(table).findByText("Row 2")).closest("tr") as HTMLElement;
    await user.click(within(row).getByText("123"));
    await user.type(within(row).getByRole("textbox", { name: "Zip, row 2" }), "45{Enter}");
    expect(await screen.findByText("This census has already been submitted")).toBeTruthy();
  });

  it("words the problems in Spanish on a Spanish page", async () => {
    renderReport(okFix, "/es");
    const table = await screen.findByRole("table", { name: "Filas con problemas" });
    const row = (await within(table).findByText("Fila 2")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Error: El código postal debe tener el formato ##### o #####-####")).toBeTruthy();
    expect(within(table).getByRole("columnheader", { name: /Código postal|Zip/ })).toBeTruthy();
  });
});
