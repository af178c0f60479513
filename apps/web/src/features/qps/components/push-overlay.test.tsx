import type { ApiJobStatus } from "@onboard/domain/explorer/benefit-types";
import { PUSH_RESULT_LABELS } from "@onboard/domain/qps/push-status";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";
import { PUSH_POLLING_MS } from "../api/get-api-jobs";
import { API_JOB_STATUS_EVENT } from "../hooks/use-api-job-events";
import {
  API_JOBS_PATH,
  apiJob,
  benAdmin,
  CASE_ID,
  CLIENT_ID,
  CLIENT_NAME,
  callsTo,
  INFO_PATH,
  PUSH_PATH,
  qpsServer,
  staff,
  storeOverlay,
  useFakeSocket,
} from "../qps-test-support";

/** A staff page without the push screen's own calls: the client hub's resources page. */
const HUB_PAGE = `/client/${CLIENT_ID}/resources-listing`;

describe("the Push to QPS overlay", () => {
  it.each<[ApiJobStatus, string]>([
    ["IN_PROGRESS", "Pushing…"],
    ["COMPLETED", PUSH_RESULT_LABELS.success],
    ["NOT_APPLICABLE", PUSH_RESULT_LABELS.success],
    ["COMPLETED_WITH_WARNINGS", PUSH_RESULT_LABELS.warning],
    ["COMPLETED_WITH_ERRORS", PUSH_RESULT_LABELS.error],
    ["TIMEOUT", PUSH_RESULT_LABELS.error],
  ])("shows %s as %s", async (status, label) => {
    useFakeSocket();
    storeOverlay([{ status }]);
    renderApp(HUB_PAGE, { user: staff, respond: qpsServer({ jobs: () => [apiJob({ status })] }) });
    const overlay = await screen.findByRole("region", { name: "Push to QPS" });
    const entry = within(overlay).getByRole("listitem");
    expect(await within(entry).findByText(label, { exact: true })).toBeTruthy();
  });

  it("lists the client with its case id, progress, a link to its push screen, and hides once the last is removed", async () => {
    useFakeSocket();
    storeOverlay([{ progress: 40 }]);
    renderApp(HUB_PAGE, { user: staff, respond: qpsServer({ jobs: () => [apiJob({ progress: 60 })] }) });
    const overlay = await screen.findByRole("region", { name: "Push to QPS" });
    expect(within(overlay).getByRole("heading", { name: "Push to QPS" })).toBeTruthy();
    expect(within(overlay).getByText(CLIENT_NAME)).toBeTruthy();
    expect(within(overlay).getByText(`Case ID ${CASE_ID}`)).toBeTruthy();
    const bar = within(overlay).getByRole("progressbar", { name: `${CLIENT_NAME} push progress` });
    // The fetch on mount brings the job's current progress.
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("60"));
    expect(within(overlay).getByRole("link", { name: "Open task" }).getAttribute("href")).toBe(PUSH_PATH);

    await userEvent.setup().click(within(overlay).getByRole("button", { name: `Remove ${CLIENT_NAME}` }));
    expect(screen.queryByRole("region", { name: "Push to QPS" })).toBeNull();
  });

  it("asks for the jobs once on mount, every 60 s while a push is loading, and no more once none is", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useFakeSocket();
    storeOverlay([{}]);
    let status: ApiJobStatus = "IN_PROGRESS";
    const { fetchMock } = renderApp(HUB_PAGE, {
      user: staff,
      respond: qpsServer({ jobs: () => [apiJob({ status, progress: status === "IN_PROGRESS" ? 50 : 100 })] }),
    });
    const overlay = await screen.findByRole("region", { name: "Push to QPS" });
    await waitFor(() => expect(callsTo(fetchMock, API_JOBS_PATH)).toHaveLength(1));
    const [url] = callsTo(fetchMock, API_JOBS_PATH)[0] ?? [];
    expect(String(url)).toContain(`clientIds%5B%5D=${CLIENT_ID}`);

    await act(() => vi.advanceTimersByTimeAsync(PUSH_POLLING_MS - 1_000));
    expect(callsTo(fetchMock, API_JOBS_PATH)).toHaveLength(1);
    status = "COMPLETED";
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    await waitFor(() => expect(callsTo(fetchMock, API_JOBS_PATH)).toHaveLength(2));
    expect(await within(overlay).findByText("Successfully pushed", { exact: true })).toBeTruthy();
    // The change is announced.
    expect(within(overlay).getByRole("status").textContent).toContain(`${CLIENT_NAME}: Successfully pushed`);

    await act(() => vi.advanceTimersByTimeAsync(PUSH_POLLING_MS * 3));
    expect(callsTo(fetchMock, API_JOBS_PATH)).toHaveLength(2);
  });

  it("follows the socket's events for carrier staff: the entry changes at once and the jobs are asked again", async () => {
    const { socket, opened } = useFakeSocket();
    storeOverlay([{}]);
    let status: ApiJobStatus = "IN_PROGRESS";
    const { fetchMock } = renderApp(HUB_PAGE, {
      user: staff,
      respond: qpsServer({ jobs: () => [apiJob({ status })] }),
    });
    const overlay = await screen.findByRole("region", { name: "Push to QPS" });
    await waitFor(() => expect(socket.listenerCount(API_JOB_STATUS_EVENT)).toBe(1));
    expect(opened()).toBe(1);
    await waitFor(() => expect(callsTo(fetchMock, API_JOBS_PATH)).toHaveLength(1));

    status = "COMPLETED_WITH_ERRORS";
    act(() => socket.emit(API_JOB_STATUS_EVENT, { clientId: CLIENT_ID, apiJobId: apiJob().id, apiJobStatus: status }));
    expect(await within(overlay).findByText("Pushed with errors", { exact: true })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, API_JOBS_PATH)).toHaveLength(2));

    // Removing the last client lets the socket go.
    await userEvent.setup().click(within(overlay).getByRole("button", { name: `Remove ${CLIENT_NAME}` }));
    await waitFor(() => expect(socket.isDisconnected).toBe(true));
  });

  it("never connects the socket nor shows the overlay for anyone but carrier staff", async () => {
    const { opened } = useFakeSocket();
    storeOverlay([{}]);
    const { fetchMock } = renderApp(PUSH_PATH, { user: benAdmin, respond: qpsServer({}) });
    expect(await screen.findByRole("heading", { level: 1, name: /does not exist/ })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole("region", { name: "Push to QPS" })).toBeNull();
    expect(opened()).toBe(0);
    expect(callsTo(fetchMock, API_JOBS_PATH)).toHaveLength(0);
    expect(callsTo(fetchMock, INFO_PATH)).toHaveLength(0);
  });
});
