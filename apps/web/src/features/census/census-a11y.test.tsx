import { screen, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import {
  BASE,
  benAdmin,
  CENSUS_PATH,
  censusFile,
  censusItem,
  censusPreview,
  counts,
  DOCUMENT_ID,
  domainValidations,
  FILE_BASE,
  json,
  REPORT_HEADERS,
  REPORT_MAPPING,
  reportRow,
} from "./census-test-support";

const REPORT_COUNTS = counts({ errors: 40, rowsWithErrors: 40, byCode: { zipFormat: 40 } });

function respond(path: string): Response | undefined {
  if (path === `${BASE}/files`) {
    return json([censusFile({ domainValidations: domainValidations({ status: "DONE", counts: REPORT_COUNTS }) })]);
  }
  if (path === `${FILE_BASE}/preview`) return json(censusPreview());
  if (path === `${BASE}/validate`) {
    return json({
      items: [
        censusItem({
          status: "DONE",
          counts: REPORT_COUNTS,
          issues: [reportRow(0).issues[0]].flatMap((issue) => (issue ? [issue] : [])),
        }),
      ],
    });
  }
  if (path === `${FILE_BASE}/rows`) {
    return json({
      headers: REPORT_HEADERS,
      mapping: REPORT_MAPPING,
      total: 40,
      rows: Array.from({ length: 40 }, (_, index) => reportRow(index, index === 1 ? { corrected: [0] } : {})),
      counts: REPORT_COUNTS,
    });
  }
  return undefined;
}

async function violations(): Promise<string[]> {
  // jsdom has no layout: colour contrast is checked by the Playwright axe run instead.
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

const validations = `${CENSUS_PATH}/validations`;

describe("census pages are axe-clean (structure, names, labels)", () => {
  it.each([
    ["upload-files", `${validations}/upload-files`, "Enrollment Elections Census", "Census files uploaded"],
    [
      "indicate-source",
      `${validations}/indicate-source?documentId=${DOCUMENT_ID}`,
      "Enrollment Elections Census",
      "Each column",
    ],
    ["validate-submit", `${validations}/validate-submit`, "Enrollment Elections Census", null],
    [
      "validation report",
      `${CENSUS_PATH}/validation-report/${DOCUMENT_ID}`,
      "Census Validation Report",
      "Rows with problems",
    ],
    [
      "upload-files in Spanish",
      `/es${validations}/upload-files`,
      "Censo de elecciones de inscripción",
      "Archivos de censo cargados",
    ],
    [
      "indicate-source in Spanish",
      `/es${validations}/indicate-source?documentId=${DOCUMENT_ID}`,
      "Censo de elecciones de inscripción",
      "Cada columna",
    ],
    ["validate-submit in Spanish", `/es${validations}/validate-submit`, "Censo de elecciones de inscripción", null],
    [
      "validation report in Spanish",
      `/es${CENSUS_PATH}/validation-report/${DOCUMENT_ID}`,
      "Informe de validación del censo",
      "Filas con problemas",
    ],
  ])("%s", async (_name, path, heading, table) => {
    renderApp(path, { user: benAdmin, respond });
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    if (table) expect(await screen.findByRole("table", { name: new RegExp(table) })).toBeTruthy();
    else expect(await screen.findByRole("button", { name: /Submit census|Enviar censo/ })).toBeTruthy();
    // Let the page's queries settle before auditing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });

  it("keeps the report's editable cells reachable with one tab stop", async () => {
    renderApp(`${CENSUS_PATH}/validation-report/${DOCUMENT_ID}`, { user: benAdmin, respond });
    const table = await screen.findByRole("table", { name: "Rows with problems" });
    await within(table).findByText("Row 2");
    expect(table.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });
});
