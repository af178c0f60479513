import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testClient } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { answerByMethod, benAdmin, callsTo, json, overview } from "../hub-test-support";

afterEach(() => vi.unstubAllGlobals());

function server(status: "NEW_AND_SEEN" | "OLD" | null) {
  return (path: string): Response | undefined => {
    if (path === "/api/clients/c1") return json(testClient("c1"));
    if (path === "/api/clients/c1/tasks") return json(overview());
    if (path === "/api/clients/c1/welcome-flow")
      return json({ welcomeFlowCompletedAt: "2026-11-01T10:00:00.000Z", completedBy: null });
    if (path === "/api/clients/c1/new-document-notice") return json({ newDocumentNoticeStatus: status });
    return undefined;
  };
}

describe("new-document notice", () => {
  it("shows unseen news on home, records it as seen, and records OLD when dismissed", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/client/c1", { user: benAdmin, respond: server(null) });
    // The PUT answers what was recorded.
    answerByMethod(fetchMock, (path, method, init) =>
      path === "/api/clients/c1/new-document-notice" && method === "PUT"
        ? json(JSON.parse(String(init?.body)))
        : undefined,
    );
    const body = await screen.findByText(/New documents were added to your resources\./);
    const alert = body.closest("[role=status]") as HTMLElement;
    expect(within(alert).getByText("New documents")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View resources" }).getAttribute("href")).toBe(
      "/client/c1/resources-listing",
    );
    await waitFor(() => expect(callsTo(fetchMock, "/api/clients/c1/new-document-notice", "PUT")).toHaveLength(1));
    const [seen] = callsTo(fetchMock, "/api/clients/c1/new-document-notice", "PUT");
    expect(JSON.parse(String(seen?.[1]?.body))).toEqual({ newDocumentNoticeStatus: "NEW_AND_SEEN" });

    await user.click(within(alert).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(screen.queryByText(/New documents were added/)).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, "/api/clients/c1/new-document-notice", "PUT")).toHaveLength(2));
    const [, dismissed] = callsTo(fetchMock, "/api/clients/c1/new-document-notice", "PUT");
    expect(JSON.parse(String(dismissed?.[1]?.body))).toEqual({ newDocumentNoticeStatus: "OLD" });
  });

  it("shows nothing once dismissed", async () => {
    const { fetchMock } = renderApp("/client/c1", { user: benAdmin, respond: server("OLD") });
    await waitFor(() => expect(callsTo(fetchMock, "/api/clients/c1/new-document-notice")).toHaveLength(1));
    expect(screen.queryByText(/New documents were added/)).toBeNull();
    expect(callsTo(fetchMock, "/api/clients/c1/new-document-notice", "PUT")).toHaveLength(0);
  });
});
