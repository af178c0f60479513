import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
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

    // Without a chat entry the page offers no chat: the panel says so, and e-mail stays.
    expect(screen.getByText("Chat is not available right now. Please email us instead.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Chat with us" })).toBeNull();
    const email = screen.getByRole("link", { name: "Email us" });
    expect(email.getAttribute("href")).toBe("mailto:support@onboard.test");
    email.focus();
    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
    await waitForTransition();
    expect(panel?.hidden).toBe(true);
  });

  it("shows the page's chat entry in place of the unavailable note", async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <SupportPanel support={support} audience="explorer" chat={<button type="button">Chat entry</button>} />
      </MantineProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Get support" }));
    expect(screen.getByRole("button", { name: "Chat entry" })).toBeTruthy();
    expect(screen.queryByText("Chat is not available right now. Please email us instead.")).toBeNull();
  });

  it("on a kiosk, offers the help articles but no chat and no link off the site", async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <SupportPanel
          support={support}
          audience="explorer"
          withLinks={false}
          chat={<button type="button">Chat entry</button>}
        />
      </MantineProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Get support" }));
    expect(await screen.findByRole("region", { name: "Help articles" })).toBeTruthy();
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(screen.queryByRole("button", { name: "Chat entry" })).toBeNull();
    expect(screen.queryByText("Chat is not available right now. Please email us instead.")).toBeNull();
  });

  it.each(["en", "es"] as const)("has no axe violations when open without chat (%s)", async (language) => {
    await ensureLanguage(language);
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <main />
        <SupportPanel support={support} audience="explorer" />
      </MantineProvider>,
    );
    await user.click(screen.getByRole("button", { name: language === "en" ? "Get support" : "Obtener soporte" }));
    await screen.findByRole("region", { name: language === "en" ? "Help articles" : /artículos/i });
    const text =
      language === "en"
        ? "Chat is not available right now. Please email us instead."
        : "El chat no está disponible en este momento. Envíenos un correo electrónico.";
    expect(screen.getByText(text)).toBeTruthy();
    const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    await ensureLanguage("en");
  });
});
