import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { announceEmailSent } from "../../../lib/email-sent-notice";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { json, sentEmail } from "../email-test-support";

vi.mock("../../../lib/email-sent-notice", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/email-sent-notice")>()),
  announceEmailSent: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(announceEmailSent).mockClear();
});

const owner = { ...testUser, role: "SLF_OWNER" as const };

function ownerServer(path: string) {
  if (path === "/api/emails") return json([sentEmail]);
  if (path === "/api/emails/count") return json({ count: 1, totalIsCapped: false });
  if (path === "/api/admin/phase-change-status-flag") return json({ enabled: false });
  if (path === "/api/admin/dental-emails") return json({ count: 2, emailIds: ["m1", "m2"], hasMore: false });
  if (path === "/api/admin/purge-qa-data") return json({ count: 3, details: { clients: 3, emails: 4 } });
  return undefined;
}

function posts(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls
    .filter(
      ([, init]) =>
        (init as RequestInit | undefined)?.method === "POST" || (init as RequestInit | undefined)?.method === "PUT",
    )
    .map(([input, init]) => `${(init as RequestInit).method} ${new URL(String(input), "http://localhost").pathname}`);
}

describe("the admin tools on /emails", () => {
  it("run a trigger for the owner, report what it did and announce the first e-mail", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/emails", { user: owner, respond: ownerServer });
    expect(await screen.findByRole("heading", { level: 2, name: "Admin tools" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send dental emails" }));
    expect(await screen.findByText("Send dental emails: Emails queued: 2.")).toBeTruthy();
    expect(announceEmailSent).toHaveBeenCalledWith("m1", null);
    expect(posts(fetchMock)).toEqual(["POST /api/admin/dental-emails"]);
  });

  it("turn the phase-change flag on with PUT", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/emails", { user: owner, respond: ownerServer });
    const flag = await screen.findByRole("switch", { name: "Phase-change emails on" });
    await waitFor(() => expect((flag as HTMLInputElement).disabled).toBe(false));
    await user.click(flag);
    await waitFor(() => expect(posts(fetchMock)).toEqual(["PUT /api/admin/phase-change-status-flag"]));
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ enabled: true });
  });

  it("ask before purging QA data", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/emails", { user: owner, respond: ownerServer });
    await user.click(await screen.findByRole("button", { name: "Purge QA data" }));
    expect(await screen.findByRole("dialog", { name: "Purge QA data?" })).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Delete test clients" }));
    expect(await screen.findByText("Purge QA data: Records processed: 3.")).toBeTruthy();
    expect(posts(fetchMock)).toEqual(["POST /api/admin/purge-qa-data"]);
  });
});
