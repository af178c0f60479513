import { QPS_API_MESSAGES } from "@onboard/domain/qps/qps-api";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import { API_JOB_STATUS_EVENT } from "../hooks/use-api-job-events";
import {
  answerByMethod,
  apiJob,
  CLIENT_ID,
  CLIENT_NAME,
  callsTo,
  clientFromQps,
  FROM_QPS_PATH,
  IMPORT_PATH,
  INFO_PATH,
  json,
  PUSH_API_PATH,
  PUSH_PATH,
  planDesignInfo,
  qpsServer,
  staff,
  useFakeSocket,
} from "../qps-test-support";

const QPS_CASE = {
  caseId: "433916",
  planDesign: {
    caseId: "433916",
    clientName: CLIENT_NAME,
    policies: [
      { policyNumber: "920001", effectiveDate: "2027-01-01", situsState: "WA", coverages: ["BASIC_LIFE" as const] },
    ],
    plans: [],
    classes: [],
  },
  updates: [],
};

describe("the push-to-QPS screen", () => {
  it("shows the plan design, says nothing blocks it, and pushes: the client joins the overlay as loading", async () => {
    useFakeSocket();
    const { fetchMock } = renderApp(PUSH_PATH, { user: staff, respond: qpsServer({}) });
    expect(await screen.findByRole("heading", { level: 1, name: `Push to QPS: ${CLIENT_NAME}` })).toBeTruthy();
    expect((await screen.findByRole("table", { name: "Policies" })).textContent).toContain("Jan 1, 2027");
    expect(within(screen.getByRole("table", { name: "Employee classes" })).getByText("Basic Life")).toBeTruthy();
    expect(screen.getByText("Nothing blocks the push")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Push to QPS" })).toBeNull();

    answerByMethod(fetchMock, (path, method) =>
      path === PUSH_API_PATH && method === "POST" ? json(apiJob({ progress: 0 }), 202) : undefined,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Push plan design to QPS" }));
    const overlay = await screen.findByRole("region", { name: "Push to QPS" });
    expect(within(overlay).getByText("Pushing…")).toBeTruthy();
    expect(await screen.findByText(/The push of Harborview Logistics has started/)).toBeTruthy();
    expect(callsTo(fetchMock, PUSH_API_PATH, "POST")).toHaveLength(1);
    // While the push runs, it cannot be started again.
    expect((screen.getByRole("button", { name: "Push plan design to QPS" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("lists what blocks the push and keeps the button disabled", async () => {
    renderApp(PUSH_PATH, {
      user: staff,
      respond: qpsServer({
        info: () =>
          planDesignInfo({
            problems: [
              { code: "noEmployeeClass", field: "employeeClass", recordId: null, subject: null, message: "x" },
              {
                code: "noSitusState",
                field: "policy.issuedStateSitus",
                recordId: "p1",
                subject: "920001",
                message: "x",
              },
            ],
          }),
      }),
    });
    const problems = await screen.findByRole("region", { name: "Problems that block the push" });
    expect(within(problems).getByText("The client has no employee class")).toBeTruthy();
    expect(within(problems).getByText("Policy 920001 has no situs state")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Push plan design to QPS" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the push history with each result and QPS's messages", async () => {
    const warned = apiJob({
      status: "COMPLETED_WITH_WARNINGS",
      progress: 100,
      apiJobOutputs: [
        {
          id: "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b",
          level: "WARNING",
          code: "W1",
          message: "Situs state differs from the group's address",
          policyNumber: "920001",
          createdAt: "2026-11-26T10:00:02.000Z",
        },
      ],
    });
    renderApp(PUSH_PATH, { user: staff, respond: qpsServer({ info: () => planDesignInfo({ pushes: [warned] }) }) });
    const history = await screen.findByRole("table", { name: "The client's pushes, newest first" });
    expect(within(history).getByText("Pushed with warnings")).toBeTruthy();
    expect(within(history).getByText("Avery Admin")).toBeTruthy();
    expect(history.textContent).toContain("Warning (policy 920001): Situs state differs from the group's address");
  });

  it("shows the difference from QPS and imports it for review", async () => {
    const { fetchMock } = renderApp(PUSH_PATH, {
      user: staff,
      respond: qpsServer({
        fromQps: () =>
          json(
            clientFromQps({
              qpsCase: QPS_CASE,
              differences: [
                {
                  record: "policy",
                  recordKey: "920001",
                  attribute: "issuedStateSitus",
                  portal: "OR",
                  qps: "WA",
                  importable: true,
                },
              ],
            }),
          ),
      }),
    });
    const table = await screen.findByRole("table", { name: "Fields where QPS differs from the portal" });
    expect(within(table).getByRole("rowheader", { name: "Policy 920001" })).toBeTruthy();
    expect(within(table).getByText("Situs state")).toBeTruthy();
    answerByMethod(fetchMock, (path, method) =>
      path === IMPORT_PATH && method === "POST"
        ? json({
            changeRecordIds: ["4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c", "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d"],
            imported: [],
          })
        : undefined,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Import from QPS" }));
    expect(await screen.findByText("2 changes imported for review")).toBeTruthy();
    expect(callsTo(fetchMock, IMPORT_PATH, "POST")).toHaveLength(1);
  });

  it.each([
    ["has no case", () => json(clientFromQps()), "QPS has no case for this client yet", null],
    ["holds the same", () => json(clientFromQps({ qpsCase: QPS_CASE })), "QPS holds what the portal has", true],
    [
      "does not answer",
      () => json({ message: QPS_API_MESSAGES.qpsUnavailable, code: "QPS_UNAVAILABLE" }, 503),
      QPS_API_MESSAGES.qpsUnavailable,
      null,
    ],
  ])("says when QPS %s", async (_name, answer, text, isImportDisabled) => {
    renderApp(PUSH_PATH, { user: staff, respond: qpsServer({ fromQps: answer }) });
    expect(await screen.findByText(text)).toBeTruthy();
    const importButton = screen.queryByRole("button", { name: "Import from QPS" }) as HTMLButtonElement | null;
    expect(importButton?.disabled ?? null).toBe(isImportDisabled);
  });

  it("refreshes when the socket reports a change for this client", async () => {
    const { socket } = useFakeSocket();
    const { fetchMock } = renderApp(PUSH_PATH, { user: staff, respond: qpsServer({}) });
    await screen.findByText("Nothing blocks the push");
    await waitFor(() => expect(socket.listenerCount(API_JOB_STATUS_EVENT)).toBeGreaterThan(0));
    const infoCalls = callsTo(fetchMock, INFO_PATH).length;
    const fromQpsCalls = callsTo(fetchMock, FROM_QPS_PATH).length;
    act(() =>
      socket.emit(API_JOB_STATUS_EVENT, { clientId: "someone-else", apiJobId: "j", apiJobStatus: "COMPLETED" }),
    );
    act(() => socket.emit(API_JOB_STATUS_EVENT, { clientId: CLIENT_ID, apiJobId: "j", apiJobStatus: "COMPLETED" }));
    await waitFor(() => expect(callsTo(fetchMock, INFO_PATH)).toHaveLength(infoCalls + 1));
    await waitFor(() => expect(callsTo(fetchMock, FROM_QPS_PATH)).toHaveLength(fromQpsCalls + 1));
  });
});
