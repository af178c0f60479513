import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";
import {
  answerByMethod,
  BASE,
  benAdmin,
  CENSUS_PATH,
  callsTo,
  censusDocument,
  censusFile,
  counts,
  DOCUMENT_ID,
  domainValidations,
  FakeUploadXhr,
  json,
} from "../census-test-support";

beforeEach(() => {
  FakeUploadXhr.instances = [];
  vi.stubGlobal("XMLHttpRequest", FakeUploadXhr);
});

function renderUpload(files = [censusFile()]) {
  return renderApp(`${CENSUS_PATH}/validations`, {
    user: benAdmin,
    respond: (path) => {
      if (path === `${BASE}/files`) return json(files);
      if (path === `${BASE}/preview`) return json({});
      return undefined;
    },
  });
}

describe("upload-files", () => {
  it("opens at upload-files, uploads through the documents API with byte progress, then goes on to indicate-source", async () => {
    const user = userEvent.setup();
    const view = renderUpload([]);
    expect(await screen.findByRole("heading", { level: 2, name: "Upload Files" })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe(`${CENSUS_PATH}/validations/upload-files`);
    expect(screen.getByRole("link", { name: "1. Upload Files" }).getAttribute("aria-current")).toBe("step");
    expect(await screen.findByText("No census file has been uploaded for this policy yet.")).toBeTruthy();

    const input = screen.getByLabelText("Census file") as HTMLInputElement;
    expect(input.accept).toBe(".csv,.tsv,.txt,.xlsx");
    await user.upload(input, new File(["First,Last\nAna,Lopez\n"], "census.csv", { type: "text/csv" }));
    await waitFor(() => expect(FakeUploadXhr.instances).toHaveLength(1));
    const xhr = FakeUploadXhr.instances[0] as FakeUploadXhr;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/clients/c1/documents");
    expect(xhr.body?.get("category")).toBe("enrollment-elections");
    expect(xhr.body?.get("policyId")).toBe("p1");
    expect((xhr.body?.get("file") as File | undefined)?.name).toBe("census.csv");

    act(() => xhr.progress(300, 1000));
    const bar = await screen.findByRole("progressbar", { name: "Uploading" });
    expect(bar.getAttribute("aria-valuenow")).toBe("30");
    act(() => xhr.progress(1000, 1000));
    expect(bar.getAttribute("aria-valuenow")).toBe("100");

    act(() => xhr.respond(201, [censusDocument()]));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`${CENSUS_PATH}/validations/indicate-source`));
    expect(view.router.state.location.search).toBe(`?documentId=${DOCUMENT_ID}`);
  });

  it("takes a dropped file, and shows the documents module's refusal as it words it", async () => {
    renderUpload([]);
    const zone = await screen.findByRole("button", { name: /Drop your census file here/ });
    const file = new File(["x"], "huge.xlsx");
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    await waitFor(() => expect(FakeUploadXhr.instances).toHaveLength(1));
    act(() =>
      (FakeUploadXhr.instances[0] as FakeUploadXhr).respond(413, {
        message: "The file is larger than 20 MB.",
        code: "FILE_TOO_LARGE",
      }),
    );
    expect(await screen.findByText("The file is larger than 20 MB.")).toBeTruthy();
  });

  it("lists the policy's census files with their state, and downloads the template", async () => {
    const user = userEvent.setup();
    const view = renderUpload([
      censusFile({
        domainValidations: domainValidations({ status: "DONE", counts: counts({ rows: 120, errors: 3, warnings: 1 }) }),
      }),
    ]);
    const table = await screen.findByRole("table", { name: /Census files uploaded for this policy/ });
    expect(within(table).getByText("Has errors")).toBeTruthy();
    expect(within(table).getByText("Rows: 120 · Errors: 3 · Warnings: 1")).toBeTruthy();
    expect(within(table).getByRole("link", { name: "Confirm the columns of census.csv" }).getAttribute("href")).toBe(
      `${CENSUS_PATH}/validations/indicate-source?documentId=${DOCUMENT_ID}`,
    );

    URL.createObjectURL = vi.fn(() => "blob:template");
    URL.revokeObjectURL = vi.fn();
    answerByMethod(view.fetchMock, (path) =>
      path === "/api/census-template.xlsx"
        ? new Response("PK", {
            headers: {
              "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
              "Content-Disposition": 'attachment; filename="census-template.xlsx"',
            },
          })
        : undefined,
    );
    await user.click(screen.getByRole("button", { name: "Download the template (XLSX)" }));
    await waitFor(() => expect(callsTo(view.fetchMock, "/api/census-template.xlsx")).toHaveLength(1));
  });
});
