import type { CensusItem } from "@onboard/domain/census/census-api";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import {
  answerByMethod,
  BASE,
  benAdmin,
  CENSUS_PATH,
  callsTo,
  censusItem,
  counts,
  DOCUMENT_ID,
  json,
} from "../census-test-support";

const RUNNING = censusItem({
  status: "RUNNING",
  progress: { bytesRead: 1_000_000, totalBytes: 4_000_000, rowsRead: 12_500 },
});

function renderValidate(answers: CensusItem[]) {
  let asked = 0;
  const view = renderApp(`${CENSUS_PATH}/validations/validate-submit`, {
    user: benAdmin,
    respond: (path) => {
      if (path === `${BASE}/validate`) {
        const item = answers[Math.min(asked, answers.length - 1)];
        asked += 1;
        return json({ items: item ? [item] : [] });
      }
      if (path === `${BASE}/files`) return json([]);
      return undefined;
    },
  });
  return { ...view, asked: () => asked };
}

describe("validate-submit", () => {
  it("shows the progress while the validation runs, asks again every second until done, then submits", async () => {
    const user = userEvent.setup();
    const done = censusItem({
      status: "DONE",
      counts: counts({ rows: 50_000, warnings: 2, byCode: { duplicatePerson: 2 } }),
    });
    const view = renderValidate([RUNNING, RUNNING, done]);
    const bar = await screen.findByRole("progressbar", { name: "Validating the census" });
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
    expect(screen.getByText(/Rows read: 12,500/)).toBeTruthy();

    const submit = await screen.findByRole("button", { name: "Submit census" }, { timeout: 10_000 });
    expect(view.asked()).toBe(3);
    expect(screen.queryByRole("progressbar", { name: "Validating the census" })).toBeNull();
    expect(screen.getByText("50,000")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the validation report" }).getAttribute("href")).toBe(
      `${CENSUS_PATH}/validation-report/${DOCUMENT_ID}`,
    );
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    // Done: no more asking.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(view.asked()).toBe(3);

    answerByMethod(view.fetchMock, (path, method) =>
      path === `${BASE}/submit` && method === "POST"
        ? json({ items: [censusItem({ status: "DONE" }, true)] })
        : undefined,
    );
    await user.click(submit);
    expect(
      await screen.findByText("Your census has been submitted. The Enrollment Elections task is done."),
    ).toBeTruthy();
    const [, init] = callsTo(view.fetchMock, `${BASE}/submit`, "POST")[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ documentId: DOCUMENT_ID });
  });

  it("stops asking when the page is left", async () => {
    const view = renderValidate([RUNNING]);
    await screen.findByRole("progressbar", { name: "Validating the census" });
    view.unmount();
    const asked = view.asked();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(view.asked()).toBe(asked);
  });

  it("keeps Submit disabled while the census has errors and says why, with the first problems", async () => {
    renderValidate([
      censusItem({
        status: "DONE",
        counts: counts({ errors: 1, rowsWithErrors: 1, byCode: { zipFormat: 1 } }),
        issues: [
          {
            rowNumber: 5,
            fieldId: "zip",
            severity: "error",
            code: "zipFormat",
            message: "Zip code needs to be in the format ##### or #####-####",
          },
        ],
      }),
    ]);
    const submit = await screen.findByRole("button", { name: "Submit census" });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/The census cannot be submitted until its errors are fixed/)).toBeTruthy();
    expect(screen.getByText("Row 5: Zip code needs to be in the format ##### or #####-####")).toBeTruthy();
  });

  it("shows a refused submit as the server words it", async () => {
    const user = userEvent.setup();
    const view = renderValidate([censusItem({ status: "DONE", counts: counts() })]);
    answerByMethod(view.fetchMock, (path, method) =>
      path === `${BASE}/submit` && method === "POST"
        ? json({ message: "This census has already been submitted", code: "CENSUS_ALREADY_SUBMITTED" }, 409)
        : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Submit census" }));
    expect(await screen.findByText("This census has already been submitted")).toBeTruthy();
  });

  it("words the first problems in Spanish on a Spanish page", async () => {
    renderApp(`/es${CENSUS_PATH}/validations/validate-submit`, {
      user: benAdmin,
      respond: (path) =>
        path === `${BASE}/validate`
          ? json({
              items: [
                censusItem({
                  status: "DONE",
                  counts: counts({ errors: 1 }),
                  issues: [
                    {
                      rowNumber: 9,
                      fieldId: "ssn",
                      severity: "error",
                      code: "duplicateSsn",
                      message: "Same SSN as row 4",
                    },
                  ],
                }),
              ],
            })
          : undefined,
    });
    expect(await screen.findByText("Fila 9: El mismo número de Seguro Social que la fila 4")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("button", { name: "Enviar censo" })).toBeTruthy());
  });
});
