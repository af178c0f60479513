import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { announceEmailSent, dismissEmailSentNotice } from "../../lib/email-sent-notice";
import { ensureLanguage } from "../../lib/i18n";
import { EmailSentToast } from "./email-sent-toast";

beforeAll(() => ensureLanguage("en"));
afterEach(() => {
  act(() => dismissEmailSentNotice());
  vi.useRealTimers();
});

function renderToast(path = "/clients/admin") {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        <EmailSentToast />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe("e-mail sent toast", () => {
  it("says the spec's words and links to the client's copy of the e-mail", () => {
    renderToast();
    act(() => announceEmailSent("e-1", "c-1"));
    expect(screen.getByRole("status").textContent).toContain(
      "The following email was just sent. Click here to view it.",
    );
    expect(screen.getByRole("link", { name: "Click here to view it." }).getAttribute("href")).toBe(
      "/client/c-1/emails/e-1",
    );
  });

  it("links to the all-e-mails entry when the e-mail concerns no client", () => {
    renderToast();
    act(() => announceEmailSent("e-2"));
    expect(screen.getByRole("link", { name: "Click here to view it." }).getAttribute("href")).toBe("/emails/e-2");
  });

  it("disappears after 3 seconds, and a second send restarts the timer", () => {
    vi.useFakeTimers();
    renderToast();
    act(() => announceEmailSent("e-3", "c-1"));
    act(() => vi.advanceTimersByTime(2000));
    act(() => announceEmailSent("e-4", "c-1"));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
