import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { announceEmailSent } from "../../../lib/email-sent-notice";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { failedDetail, json } from "../email-test-support";

vi.mock("../../../lib/email-sent-notice", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/email-sent-notice")>()),
  announceEmailSent: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(announceEmailSent).mockClear();
});

const owner = { ...testUser, role: "SLF_OWNER" as const };

function detailServer(path: string) {
  if (path === "/api/emails/e2") return json(failedDetail);
  if (path === "/api/emails/e2/resend") return json({ emailIds: ["e2"] }, 202);
  return undefined;
}

describe("/emails/:emailId", () => {
  it("shows the e-mail: subject, recipients, status history, error users and the message in a sandboxed frame", async () => {
    renderApp("/emails/e2", { user: owner, respond: detailServer });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Activate your Sun Life Onboard account" }),
    ).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("Dana Whitfield <dana@whitfield.test>")).toBeTruthy();
    expect(screen.getByText("Avery Admin")).toBeTruthy();

    const history = screen.getByRole("table", { name: /Each status the email went through/ });
    const rows = within(history).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[2] as HTMLElement).getByText("Failed")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("connect ECONNREFUSED 127.0.0.1:25")).toBeTruthy();

    const errors = screen.getByRole("table", { name: "Recipients the delivery failed for" });
    expect(within(errors).getByText("dana@whitfield.test")).toBeTruthy();

    const frame = screen.getByTitle("Email message: Activate your Sun Life Onboard account");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toContain("<p>Hello Dana,</p>");
    expect(screen.getByRole("link", { name: "Back to all emails" }).getAttribute("href")).toBe("/emails");
  });

  it("resends with the CSRF header, then announces the e-mail for the toast", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/emails/e2", { user: owner, respond: detailServer });
    await user.click(await screen.findByRole("button", { name: "Resend" }));
    await waitFor(() => expect(announceEmailSent).toHaveBeenCalledWith("e2", "c1"));
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith("/api/emails/e2/resend"));
    expect(call?.[1]?.method).toBe("POST");
    expect(new Headers(call?.[1]?.headers).get("x-csrf-token")).toBe("test-token");
  });

  it("says so when the e-mail does not exist", async () => {
    renderApp("/emails/e404", {
      user: owner,
      respond: (path) =>
        path === "/api/emails/e404" ? json({ message: "There is no such email.", code: "NOT_FOUND" }, 404) : undefined,
    });
    expect((await screen.findByRole("alert")).textContent).toBe("There is no such email.");
    expect(screen.getByRole("heading", { level: 1, name: "Email" })).toBeTruthy();
  });
});

describe("/client/:clientId/emails/:emailId", () => {
  it("shows the client's e-mail to its broker, without Resend", async () => {
    const broker = { ...testUser, role: "BROKER" as const, clientIds: ["c1"] };
    renderApp("/client/c1/emails/e2", {
      user: broker,
      respond: (path) => (path === "/api/clients/c1/emails/e2" ? json(failedDetail) : undefined),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Activate your Sun Life Onboard account" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the client's emails" }).getAttribute("href")).toBe(
      "/client/c1/emails",
    );
    expect(screen.queryByRole("button", { name: "Resend" })).toBeNull();
  });

  it("offers Resend to carrier staff", async () => {
    renderApp("/client/c1/emails/e2", {
      user: owner,
      respond: (path) => (path === "/api/clients/c1/emails/e2" ? json(failedDetail) : undefined),
    });
    expect(await screen.findByRole("button", { name: "Resend" })).toBeTruthy();
  });
});
