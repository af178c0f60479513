import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureLanguage } from "../../lib/i18n";
import { SUPPORT_PANEL_TRANSITION_MS, SupportPanel } from "./support-panel";

const support = {
  email: "support@onboard.test",
  phone: "1-800-555-0100",
  chatUrl: null,
  helpCenterUrl: "https://help.onboard.test",
};

const waitForTransition = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, SUPPORT_PANEL_TRANSITION_MS + 20)));

beforeAll(() => ensureLanguage("en"));

describe("support panel", () => {
  it("opens from its toggle, closes on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <SupportPanel support={support} audience="explorer" />
      </MantineProvider>,
    );
    const toggle = screen.getByRole("button", { name: "Get support" });
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(panel?.hidden).toBe(true);

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(panel?.getAttribute("data-state")).toBe("expanding");
    await waitForTransition();
    expect(panel?.getAttribute("data-state")).toBe("expanded");

    // The chat link falls back to the help centre when there is no chat.
    const chat = screen.getByRole("link", { name: "Chat with us" });
    expect(chat.getAttribute("href")).toBe("https://help.onboard.test");
    chat.focus();
    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
    await waitForTransition();
    expect(panel?.hidden).toBe(true);
  });

  it("on a kiosk, offers the help articles but no link off the site", async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <SupportPanel support={support} audience="explorer" withLinks={false} />
      </MantineProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Get support" }));
    expect(await screen.findByRole("region", { name: "Help articles" })).toBeTruthy();
    expect(screen.queryAllByRole("link")).toEqual([]);
  });
});
