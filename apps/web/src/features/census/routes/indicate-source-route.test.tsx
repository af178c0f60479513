import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import {
  answerByMethod,
  BASE,
  benAdmin,
  CENSUS_PATH,
  callsTo,
  censusFile,
  censusPreview,
  DOCUMENT_ID,
  FILE_BASE,
  ifMatchOf,
  json,
} from "../census-test-support";

function renderSource(respondToPut: () => Response) {
  const view = renderApp(`${CENSUS_PATH}/validations/indicate-source?documentId=${DOCUMENT_ID}`, {
    user: benAdmin,
    respond: (path) => {
      if (path === `${BASE}/files`) return json([censusFile()]);
      if (path === `${FILE_BASE}/preview`) return json(censusPreview());
      if (path === `${BASE}/validate`) return json({ items: [] });
      return undefined;
    },
  });
  answerByMethod(view.fetchMock, (path, method) =>
    path === `${FILE_BASE}/mapping` && method === "PUT" ? respondToPut() : undefined,
  );
  return view;
}

const fieldSelect = (column: string) => screen.getByLabelText(`Census field for column ${column}`) as HTMLSelectElement;

describe("indicate-source", () => {
  it("preselects the guess, says how each column was matched and which required fields are missing", async () => {
    renderSource(() => json(censusFile()));
    expect(await screen.findByRole("heading", { level: 1, name: "Enrollment Elections Census" })).toBeTruthy();
    await screen.findByRole("table", { name: /Each column of the file/ });
    expect(fieldSelect("First").value).toBe("firstName");
    expect(fieldSelect("Surname").value).toBe("lastName");
    expect(fieldSelect("Born").value).toBe("dateOfBirth");
    expect(fieldSelect("Badge").value).toBe("");
    const table = screen.getByRole("table", { name: /Each column of the file/ });
    expect(within(table).getAllByText("Matched by header")).toHaveLength(2);
    expect(within(table).getByText("Matched by values")).toBeTruthy();
    expect(within(table).getByText("Not matched")).toBeTruthy();
    // No format could be inferred from the samples: the person chooses.
    expect(screen.getByText("Could not tell the date format: choose one")).toBeTruthy();
    const warning = screen.getByText("No column is matched to these required fields").closest("[role=alert]");
    expect(within(warning as HTMLElement).getByText("SSN")).toBeTruthy();
    expect(within(warning as HTMLElement).queryByText("First Name")).toBeNull();
  });

  it("refuses a field on two columns, naming it on both selects, then sends the mapping with If-Match", async () => {
    const user = userEvent.setup();
    const view = renderSource(() => json(censusFile({ version: 8 })));
    await screen.findByRole("table", { name: /Each column of the file/ });

    await user.selectOptions(fieldSelect("Badge"), "lastName");
    expect(screen.getAllByText("Last Name is chosen for more than one column")).toHaveLength(2);
    expect(fieldSelect("Surname").getAttribute("aria-invalid")).toBe("true");
    expect(fieldSelect("Badge").getAttribute("aria-invalid")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Confirm columns" }));
    expect(await screen.findByText("Please fix the problems above before confirming.")).toBeTruthy();
    expect(screen.getByText("Choose who made this file")).toBeTruthy();
    expect(callsTo(view.fetchMock, `${FILE_BASE}/mapping`, "PUT")).toHaveLength(0);

    await user.selectOptions(fieldSelect("Badge"), "employeeId");
    expect(screen.queryByText("Last Name is chosen for more than one column")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Our HRIS (human resources system)" }));
    await user.selectOptions(screen.getByLabelText("Date format of column Born"), "MM/DD/YYYY");
    await user.click(screen.getByRole("button", { name: "Confirm columns" }));

    await waitFor(() => expect(callsTo(view.fetchMock, `${FILE_BASE}/mapping`, "PUT")).toHaveLength(1));
    const [, init] = callsTo(view.fetchMock, `${FILE_BASE}/mapping`, "PUT")[0] ?? [];
    expect(ifMatchOf(init)).toBe('"7"');
    expect(JSON.parse(String(init?.body))).toEqual({
      source: "HRIS",
      benAdminPlatformId: null,
      sheet: null,
      mapping: [
        { fieldId: "firstName" },
        { fieldId: "lastName" },
        { fieldId: "dateOfBirth", dateFormat: "MM/DD/YYYY" },
        { fieldId: "employeeId" },
      ],
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`${CENSUS_PATH}/validations/validate-submit`));
  });

  it("says someone else changed the census when the version is stale", async () => {
    const user = userEvent.setup();
    renderSource(() => json({ message: "The record was changed by someone else", code: "PRECONDITION_FAILED" }, 412));
    await screen.findByRole("table", { name: /Each column of the file/ });
    await user.click(screen.getByRole("radio", { name: "The carrier's census template" }));
    await user.selectOptions(screen.getByLabelText("Date format of column Born"), "M/D/YY");
    await user.click(screen.getByRole("button", { name: "Confirm columns" }));
    expect(await screen.findByText("Someone else changed this census. Reload to see their changes.")).toBeTruthy();
  });

  it("shows the server's message for a file it cannot read", async () => {
    renderApp(`${CENSUS_PATH}/validations/indicate-source?documentId=${DOCUMENT_ID}`, {
      user: benAdmin,
      respond: (path) => {
        if (path === `${BASE}/files`) return json([censusFile()]);
        if (path === `${FILE_BASE}/preview`) {
          return json(
            censusPreview({
              headers: [],
              sampleRows: [],
              guess: [],
              fileIssues: [{ code: "emptyFile", message: "The file is empty", fieldId: null }],
            }),
          );
        }
        return undefined;
      },
    });
    expect(await screen.findByText("The file is empty")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm columns" })).toBeNull();
  });

  it("picks a workbook's sheet and asks for that sheet's preview", async () => {
    const user = userEvent.setup();
    const view = renderApp(`${CENSUS_PATH}/validations/indicate-source?documentId=${DOCUMENT_ID}`, {
      user: benAdmin,
      respond: (path) => {
        if (path === `${BASE}/files`) return json([censusFile({ kind: "xlsx" })]);
        if (path === `${FILE_BASE}/preview`) {
          const asked = view.fetchMock.mock.calls.at(-1)?.[0];
          const sheet = new URL(String(asked), "http://localhost").searchParams.get("sheet") ?? "Employees";
          return json(censusPreview({ kind: "xlsx", sheets: ["Employees", "Dependents"], sheet }));
        }
        return undefined;
      },
    });
    const picker = (await screen.findByLabelText("Sheet")) as HTMLSelectElement;
    expect(picker.value).toBe("Employees");
    await user.selectOptions(picker, "Dependents");
    await waitFor(() =>
      expect(
        view.fetchMock.mock.calls.some(([url]) => String(url).startsWith(`${FILE_BASE}/preview?sheet=Dependents`)),
      ).toBe(true),
    );
    await waitFor(() => expect((screen.getByLabelText("Sheet") as HTMLSelectElement).value).toBe("Dependents"));
  });

  it("asks which ben-admin platform made the file", async () => {
    const user = userEvent.setup();
    const view = renderApp(`${CENSUS_PATH}/validations/indicate-source?documentId=${DOCUMENT_ID}`, {
      user: benAdmin,
      respond: (path) => {
        if (path === `${BASE}/files`) return json([censusFile()]);
        if (path === `${FILE_BASE}/preview`) return json(censusPreview());
        if (path === "/api/ben-admin-platforms") return json([{ id: "bp1", name: "Benefitfocus", url: null }]);
        return undefined;
      },
    });
    answerByMethod(view.fetchMock, (path, method) =>
      path === `${FILE_BASE}/mapping` && method === "PUT" ? json(censusFile()) : undefined,
    );
    await user.click(await screen.findByRole("radio", { name: "A benefits administration platform" }));
    await user.selectOptions(screen.getByLabelText("Date format of column Born"), "MM/DD/YYYY");
    await user.click(screen.getByRole("button", { name: "Confirm columns" }));
    expect(await screen.findByText("Choose the ben-admin platform")).toBeTruthy();
    await user.selectOptions(await screen.findByLabelText("Benefits administration platform"), "Benefitfocus");
    await user.click(screen.getByRole("button", { name: "Confirm columns" }));
    await waitFor(() => expect(callsTo(view.fetchMock, `${FILE_BASE}/mapping`, "PUT")).toHaveLength(1));
    const [, init] = callsTo(view.fetchMock, `${FILE_BASE}/mapping`, "PUT")[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ source: "BEN_ADMIN_PLATFORM", benAdminPlatformId: "bp1" });
  });
});
