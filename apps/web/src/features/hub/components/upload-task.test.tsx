import type { TaskStatus } from "@onboard/domain/tasks/task-ids";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeXhr } from "../../../test/fake-xhr";
import { renderApp } from "../../../test/render-app";
import type { DocumentMeta } from "../api/hub-types";
import { benAdmin, json, overview, taskDetail } from "../hub-test-support";

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

function documentMeta(overrides: Partial<DocumentMeta> = {}): DocumentMeta {
  return {
    id: "d1",
    clientId: "c1",
    policyId: null,
    category: "prior-carrier-certificates",
    name: "certificate.pdf",
    mimeType: "application/pdf",
    sizeBytes: 2048,
    processStatus: "PROCESSING",
    language: null,
    createdAt: "2026-11-21T10:00:00.000Z",
    updatedAt: "2026-11-21T10:00:00.000Z",
    updatedBy: { id: "u2", name: "Rosa Benitez" },
    ...overrides,
  };
}

describe("upload task", () => {
  it("uploads with a visible progress bar, then lists the document and shows the task In Review", async () => {
    const user = userEvent.setup();
    let status: TaskStatus = "NOT_STARTED";
    let stored: DocumentMeta[] = [];
    renderApp("/client/c1/task/prior-carrier-certificates", {
      user: benAdmin,
      respond: (path) => {
        if (path === "/api/clients/c1/tasks/prior-carrier-certificates") {
          return json(taskDetail({ taskId: "prior-carrier-certificates", status }));
        }
        if (path === "/api/clients/c1/tasks") return json(overview());
        if (path === "/api/clients/c1/documents/meta") return json(stored);
        return undefined;
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Prior Carrier Certificates" })).toBeTruthy();
    expect(await screen.findByText("Not Started")).toBeTruthy();

    const file = new File(["%PDF-1.7 certificate"], "certificate.pdf", { type: "application/pdf" });
    await user.upload(screen.getByLabelText("Upload files"), file);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0] as FakeXhr;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/clients/c1/documents");
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers["x-csrf-token"]).toBe("test-token");
    expect(xhr.body?.get("category")).toBe("prior-carrier-certificates");
    expect((xhr.body?.get("file") as File | undefined)?.name).toBe("certificate.pdf");

    act(() => xhr.progress(512, 1024));
    const bar = await screen.findByRole("progressbar", { name: "Uploading" });
    expect(bar.getAttribute("aria-valuenow")).toBe("50");

    stored = [documentMeta()];
    status = "IN_REVIEW";
    act(() => xhr.respond(201, stored));
    const processing = await screen.findByRole("progressbar", { name: "Processing certificate.pdf" });
    expect(Number(processing.getAttribute("aria-valuenow"))).toBeLessThan(100);
    expect(screen.queryByRole("progressbar", { name: "Uploading" })).toBeNull();

    const table = await screen.findByRole("table", { name: "Documents uploaded for this task" });
    expect(within(table).getByText("certificate.pdf")).toBeTruthy();
    expect(await screen.findByText("In Review")).toBeTruthy();
  });

  it("shows the server's message when it refuses a file", async () => {
    const user = userEvent.setup();
    renderApp("/client/c1/task/prior-carrier-bills/p1", {
      user: benAdmin,
      respond: (path) => {
        if (path === "/api/clients/c1/tasks/prior-carrier-bills") {
          return json(taskDetail({ taskId: "prior-carrier-bills", policyId: "p1" }));
        }
        if (path === "/api/clients/c1/tasks") return json(overview());
        if (path === "/api/clients/c1/documents/meta") return json([]);
        return undefined;
      },
    });
    const file = new File(["MZ"], "big.pdf", { type: "application/pdf" });
    await user.upload(await screen.findByLabelText("Upload files"), file);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0] as FakeXhr;
    expect(xhr.body?.get("policyId")).toBe("p1");
    act(() => xhr.respond(413, { message: "The file is larger than 20 MB.", code: "FILE_TOO_LARGE" }));
    expect(await screen.findByText("The file is larger than 20 MB.")).toBeTruthy();
  });
});
