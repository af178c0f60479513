import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureLanguage } from "../../../lib/i18n";
import { json } from "../../../test/fake-fetch";
import {
  fakeServer,
  fakeSocket,
  loadRealWidget,
  NO_CHAT,
  OFFLINE,
  ONLINE,
  renderChatEntry,
  resetChat,
  SUPPORT_EMAIL,
} from "../chat-test-support";
import type { ChatWidgetModule } from "../hooks/use-chat-widget-module";

beforeEach(() => ensureLanguage("en"));
afterEach(() => {
  cleanup();
  resetChat();
});

const availabilityServer = (availability: unknown) =>
  fakeServer((path) => (path === "/api/chat/availability" ? json(availability) : undefined));

describe("the chat entry", () => {
  it("asks for the page's availability and offers chat while its department is online", async () => {
    const calls = availabilityServer(ONLINE);
    const socket = fakeSocket();
    renderChatEntry();
    expect(await screen.findByRole("button", { name: "Chat with us" })).toBeTruthy();
    expect(calls.map((c) => c.call)).toEqual([
      "GET /api/chat/availability?explorerPageId=3f2a1b00-0000-4000-8000-000000000001",
    ]);
    await waitFor(() => expect(socket.auths).toEqual([{ department: "DEMO" }]));
  });

  it("takes the entry away when the department goes offline, and back when it returns", async () => {
    availabilityServer(ONLINE);
    const socket = fakeSocket();
    renderChatEntry();
    await screen.findByRole("button", { name: "Chat with us" });
    await waitFor(() => expect(socket.auths).toHaveLength(1));
    act(() => socket.notify("chat:department", { ...ONLINE, isOnline: false }));
    expect(screen.queryByRole("button", { name: "Chat with us" })).toBeNull();
    // Another department's notice says nothing about this page's.
    act(() =>
      socket.notify("chat:department", { ...ONLINE, department: "LIVE", departmentName: "Benefits Explorer Live" }),
    );
    expect(screen.queryByRole("button", { name: "Chat with us" })).toBeNull();
    act(() => socket.notify("chat:department", ONLINE));
    expect(screen.getByRole("button", { name: "Chat with us" })).toBeTruthy();
  });

  it("asks again when the tab becomes visible", async () => {
    let availability = OFFLINE;
    fakeServer((path) => (path === "/api/chat/availability" ? json(availability) : undefined));
    fakeSocket();
    renderChatEntry({ placement: "panel" });
    expect(await screen.findByText("Chat is not available right now. Please email us instead.")).toBeTruthy();
    availability = ONLINE;
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(await screen.findByRole("button", { name: "Chat with us" })).toBeTruthy();
  });

  it.each([
    ["offline", OFFLINE],
    ["without a department", NO_CHAT],
  ])("offers no chat %s: the footer shows nothing, the panel points to e-mail", async (_, availability) => {
    const calls = availabilityServer(availability);
    const socket = fakeSocket();
    renderChatEntry({ placement: "panel" });
    expect(await screen.findByText("Chat is not available right now. Please email us instead.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Chat with us" })).toBeNull();
    cleanup();
    renderChatEntry({ placement: "footer" });
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole("button", { name: "Chat with us" })).toBeNull();
    // Without a department there is nothing to listen to.
    if (availability.department === null) expect(socket.auths).toEqual([]);
  });

  it("offers no chat when the availability cannot be read", async () => {
    fakeServer((path) => (path === "/api/chat/availability" ? json({ message: "Oops" }, 500) : undefined));
    fakeSocket();
    renderChatEntry({ placement: "panel" });
    expect(await screen.findByText("Chat is not available right now. Please email us instead.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Chat with us" })).toBeNull();
  });

  it("warns, with the support address, when the widget has not loaded after 6 s, until it loads", async () => {
    availabilityServer(ONLINE);
    fakeSocket();
    let finishLoading: (module: ChatWidgetModule) => void = () => undefined;
    const held = new Promise<ChatWidgetModule>((resolve) => {
      finishLoading = resolve;
    });
    renderChatEntry({ loadWidget: () => held });
    const opener = await screen.findByRole("button", { name: "Chat with us" });
    vi.useFakeTimers();
    fireEvent.click(opener);
    act(() => vi.advanceTimersByTime(5_999));
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const warning = screen.getByRole("alert");
    expect(warning.textContent).toBe(
      `The chat is taking longer than usual to load. You can email us instead at ${SUPPORT_EMAIL}`,
    );
    expect(screen.getByRole("link", { name: SUPPORT_EMAIL }).getAttribute("href")).toBe(`mailto:${SUPPORT_EMAIL}`);
    vi.useRealTimers();
    finishLoading(await loadRealWidget());
    expect(await screen.findByRole("dialog", { name: "Chat with us" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("warns at once when the widget cannot load, and tries again on the next press", async () => {
    availabilityServer(ONLINE);
    fakeSocket();
    const loadWidget = vi.fn<() => Promise<ChatWidgetModule>>().mockRejectedValueOnce(new Error("blocked"));
    loadWidget.mockImplementation(loadRealWidget);
    renderChatEntry({ loadWidget });
    fireEvent.click(await screen.findByRole("button", { name: "Chat with us" }));
    expect((await screen.findByRole("alert")).textContent).toContain("taking longer than usual");
    fireEvent.click(screen.getByRole("button", { name: "Chat with us" }));
    expect(await screen.findByRole("dialog", { name: "Chat with us" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(loadWidget).toHaveBeenCalledTimes(2);
  });

  it.each(["en", "es"] as const)("has no axe violations with the entry and the warning (%s)", async (language) => {
    await ensureLanguage(language);
    availabilityServer(ONLINE);
    fakeSocket();
    renderChatEntry({
      loadWidget: () => Promise.reject(new Error("blocked")),
      path: `/${language}/benefits-explorer/harborview`,
    });
    const name = language === "en" ? "Chat with us" : "Chatee con nosotros";
    fireEvent.click(await screen.findByRole("button", { name }));
    await screen.findByRole("alert");
    const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
