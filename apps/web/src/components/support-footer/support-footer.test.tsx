import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureLanguage } from "../../lib/i18n";
import { type ConsultantStatus, SupportFooter, shouldShowHelpCenterLink } from "./support-footer";

const support = {
  email: "support@onboard.test",
  phone: "1-800-555-0100",
  chatUrl: "https://chat.onboard.test",
  helpCenterUrl: "https://help.onboard.test",
};
const consultant = { firstName: "Iris", lastName: "Chen", phoneNumber: "555-0101", email: "iris@onboard.test" };

beforeAll(() => ensureLanguage("en"));

function renderFooter(props: Partial<Parameters<typeof SupportFooter>[0]>) {
  return render(
    <MantineProvider env="test">
      <SupportFooter support={support} {...props} />
    </MantineProvider>,
  );
}

describe("support footer", () => {
  it("shows the consultant once loaded, and the help centre only when onboarding is live", () => {
    renderFooter({ consultant, consultantStatus: "success", isOnboardingLive: false });
    expect(screen.getByRole("heading", { level: 2, name: "Need Help?" })).toBeTruthy();
    expect(screen.getByText("Iris Chen")).toBeTruthy();
    expect(screen.getByRole("link", { name: "iris@onboard.test" }).getAttribute("href")).toBe(
      "mailto:iris@onboard.test",
    );
    expect(screen.queryByRole("link", { name: "Visit the Help Center" })).toBeNull();
  });

  it("on a kiosk, shows every contact as text, with no link at all", () => {
    renderFooter({ consultant, consultantStatus: "success", isOnboardingLive: true, withLinks: false });
    expect(screen.getByText("Iris Chen")).toBeTruthy();
    expect(screen.getByText("iris@onboard.test")).toBeTruthy();
    expect(screen.getByText("555-0101")).toBeTruthy();
    expect(screen.getByText(/1-800-555-0100/)).toBeTruthy();
    expect(screen.queryAllByRole("link")).toEqual([]);
  });

  it("shows the help centre link when onboarding is live or the consultant failed to load", () => {
    const cases: [ConsultantStatus, boolean, boolean][] = [
      ["success", true, true],
      ["error", false, true],
      ["loading", false, false],
      ["success", false, false],
      ["none", false, true],
    ];
    for (const [status, isLive, expected] of cases) expect(shouldShowHelpCenterLink(status, isLive)).toBe(expected);
    renderFooter({ consultantStatus: "error" });
    expect(screen.getByText("We could not load your implementation consultant.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Visit the Help Center" }).getAttribute("href")).toBe(
      "https://help.onboard.test",
    );
  });

  it("shows the page's chat entry among the contacts, and none on a kiosk", () => {
    const chat = <button type="button">Chat entry</button>;
    renderFooter({ chat });
    expect(screen.getByRole("button", { name: "Chat entry" })).toBeTruthy();
    cleanup();
    renderFooter({ chat, withLinks: false });
    expect(screen.queryByRole("button", { name: "Chat entry" })).toBeNull();
    expect(screen.getByText(/support@onboard\.test/)).toBeTruthy();
  });

  it("announces the consultant as loading", () => {
    renderFooter({ consultantStatus: "loading" });
    expect(screen.getByText("Loading your implementation consultant…")).toBeTruthy();
    expect(screen.getByRole("link", { name: "support@onboard.test" }).getAttribute("href")).toBe(
      "mailto:support@onboard.test",
    );
  });
});
