import type { TaskStatus } from "@onboard/domain/tasks/task-ids";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import type { DocumentMeta } from "../api/hub-types";
import { answerByMethod, callsTo, json, overview, taskDetail } from "../hub-test-support";

afterEach(() => vi.unstubAllGlobals());

const DOCUMENT: DocumentMeta = {
  id: "d1",
  clientId: "c1",
  policyId: null,
  category: "prior-carrier-certificates",
  name: "certificate.pdf",
  mimeType: "application/pdf",
  sizeBytes: 2048,
  processStatus: "COMPLETED",
  language: null,
  createdAt: "2026-11-21T10:00:00.000Z",
  updatedAt: "2026-11-21T10:00:00.000Z",
  updatedBy: { id: "u2", name: "Rosa Benitez" },
};

function setup() {
  let status: TaskStatus = "IN_REVIEW";
  let documents = [DOCUMENT];
  const view = renderApp("/client/c1/task/prior-carrier-certificates", {
    user: testUser,
    respond: (path) => {
      if (path === "/api/clients/c1/tasks/prior-carrier-certificates") {
        const allowedStatuses: TaskStatus[] = status === "IN_REVIEW" ? ["DONE", "NIGO"] : [];
        return json(taskDetail({ taskId: "prior-carrier-certificates", status, allowedStatuses }));
      }
      if (path === "/api/clients/c1/tasks") return json(overview());
      if (path === "/api/clients/c1/documents/meta") return json(documents);
      return undefined;
    },
  });
  answerByMethod(view.fetchMock, (path, method, init) => {
    if (path === "/api/clients/c1/tasks/prior-carrier-certificates/status" && method === "PUT") {
      status = JSON.parse(String(init?.body)).status;
      return json(taskDetail({ taskId: "prior-carrier-certificates", status }));
    }
    if (path === "/api/clients/c1/documents/d1/rename" && method === "PUT") {
      documents = [{ ...DOCUMENT, name: JSON.parse(String(init?.body)).name }];
      return json(documents[0]);
    }
    if (path === "/api/clients/c1/documents/d1" && method === "DELETE") {
      documents = [];
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  return view;
}

describe("an upload task's documents and status", () => {
  it("lets staff mark the task Action Required (NIGO)", async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup();
    expect(await screen.findByText("In Review")).toBeTruthy();
    await user.click(await screen.findByRole("combobox", { name: "Set status" }));
    await user.click(await screen.findByRole("option", { name: "Action Required" }));
    await user.click(screen.getByRole("button", { name: "Update status" }));
    expect(await screen.findByText("Action Required")).toBeTruthy();
    const [call] = callsTo(fetchMock, "/api/clients/c1/tasks/prior-carrier-certificates/status", "PUT");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ status: "NIGO" });
  });

  it("renames a document, and deletes it after a confirmation", async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup();
    const table = await screen.findByRole("table", { name: "Documents uploaded for this task" });
    await user.click(await within(table).findByRole("button", { name: "Rename certificate.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename document" });
    const name = within(dialog).getByRole("textbox", { name: "New name" });
    await user.clear(name);
    await user.type(name, "2025 certificate.pdf");
    await user.click(within(dialog).getByRole("button", { name: "Rename" }));
    expect(await within(table).findByText("2025 certificate.pdf")).toBeTruthy();
    const [rename] = callsTo(fetchMock, "/api/clients/c1/documents/d1/rename", "PUT");
    expect(JSON.parse(String(rename?.[1]?.body))).toEqual({ name: "2025 certificate.pdf" });

    await user.click(within(table).getByRole("button", { name: "Delete 2025 certificate.pdf" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this document?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No documents yet.")).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, "/api/clients/c1/documents/d1", "DELETE")).toHaveLength(1));
  });
});
