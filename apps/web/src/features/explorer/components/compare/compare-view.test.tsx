import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompareView } from "./compare-view";
import { DENTAL, DENTAL_LOW, HMO, PAGE_ID, PPO, testPage } from "./forms-test-fixtures";
import { axeViolations, type RenderOptions, renderExplorer } from "./forms-test-support";

afterEach(() => vi.unstubAllGlobals());

function renderCompare(planIds: string[], options?: RenderOptions) {
  return renderExplorer(<CompareView page={testPage()} planIds={planIds} />, options);
}

/** The cells of the row whose header starts with `label` (the header also names the network). */
function rowCells(label: string, network?: string): string[] {
  const rows = screen.getAllByRole("row").filter((row) => {
    const header = within(row).queryByRole("rowheader")?.textContent ?? "";
    return header.startsWith(label) && (!network || header.endsWith(network));
  });
  expect(rows, `${label} ${network ?? ""}`).toHaveLength(1);
  return within(rows[0] as HTMLElement)
    .getAllByRole("cell")
    .map((cell) => cell.textContent ?? "");
}

describe("the plan comparison", () => {
  it("shows medical plans side by side with formatted money, N/A and missing values", async () => {
    await renderCompare([HMO.id, PPO.id]);
    const table = await screen.findByRole("table", { name: "2 Medical plans side by side" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.firstChild?.textContent);
    expect(headers).toEqual(["Plan", "Bay State Health HMO Value", "Bay State Health PPO Choice"]);

    expect(rowCells("Plan type")).toEqual(["HMO", "PPO"]);
    expect(rowCells("Features")).toEqual(["Cost: $$", "Cost: $$$Includes an HRA"]);
    expect(rowCells("Individual deductible", "In network")).toEqual(["$500", "$1,000"]);
    expect(rowCells("Individual deductible", "Out of network")).toEqual(["Not applicable", "$2,500.50"]);
    expect(rowCells("Employer HSA contribution")).toEqual(["—Not provided", "$1,250"]);
    expect(rowCells("Out-of-network benefits")).toEqual(["No", "Yes"]);
    expect(rowCells("Referral needed for specialty care")).toEqual(["Yes", "No"]);
    // No plan has a family deductible: the row is left out rather than filled with dashes.
    expect(screen.queryByRole("rowheader", { name: /Family deductible/ })).toBeNull();
  });

  it("compares dental plans by their own fields, percent in en-US", async () => {
    await renderCompare([DENTAL.id, DENTAL_LOW.id]);
    const table = await screen.findByRole("table", { name: "2 Dental plans side by side" });
    // Both carrier plans are titled by product; their own names tell them apart.
    const headers = within(table)
      .getAllByRole("columnheader")
      .slice(1)
      .map((header) => [...header.childNodes].slice(0, 2).map((node) => node.textContent));
    expect(headers).toEqual([
      ["Sun Life Dental PPO (Low/High)", "Dental PPO High"],
      ["Sun Life Dental PPO (Low/High)", "Dental PPO Low"],
    ]);
    expect(rowCells("Benefit year")).toEqual(["Calendar year", "Plan year"]);
    expect(rowCells("Preventive care (Type I)", "In network")).toEqual(["100%", "90%"]);
    expect(rowCells("Orthodontic services")).toEqual(["—Not provided", "Children"]);
    expect(rowCells("Orthodontic maximum, children")).toEqual(["—Not provided", "$1,500"]);
  });

  it("scrolls inside its own labelled region, prints, and links back to the plans", async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    await renderCompare([HMO.id, PPO.id]);
    const region = await screen.findByRole("region", { name: "2 Medical plans side by side" });
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Compare Medical plans" }));
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(within(region).getByRole("table")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: "Back to plans" }).getAttribute("href")).toBe(
      `/benefits-explorer/${PAGE_ID}`,
    );
  });

  it.each([
    ["one plan", [HMO.id]],
    ["unknown plans", ["nope", "other"]],
    ["plans of two benefit types", [HMO.id, DENTAL.id]],
  ])("explains that it needs two plans of one benefit when given %s", async (_case, ids) => {
    await renderCompare(ids);
    expect(await screen.findByText("Choose at least two plans of the same benefit to compare them.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to plans" })).toBeTruthy();
  });

  it("speaks Spanish under /es, with the Spanish plan summary", async () => {
    await renderCompare([HMO.id, PPO.id], { path: `/es/benefits-explorer/${PAGE_ID}` });
    await screen.findByRole("table", { name: "2 planes de Médico lado a lado" });
    expect(rowCells("Deducible individual", "Fuera de la red")).toEqual(["No corresponde", "$2,500.50"]);
    expect(rowCells("Beneficios fuera de la red")).toEqual(["No", "Sí"]);
    const [hmoSummary] = screen.getAllByRole("link", { name: /Resumen del plan/ });
    expect(hmoSummary?.getAttribute("href")).toContain("7c1d0000-0000-4000-8000-000000000002");
  });

  it.each([
    ["en", `/benefits-explorer/${PAGE_ID}`],
    ["es", `/es/benefits-explorer/${PAGE_ID}`],
  ])("is axe-clean in %s", async (_language, path) => {
    await renderCompare([HMO.id, PPO.id], { path });
    await screen.findByRole("table");
    expect(await axeViolations()).toEqual([]);
  });
});
