/**
 * Where the layouts offer chat (issue 19): an explorer site's pages and the hub of a client's users, in the support
 * footer and the support panel; not carrier staff in a hub (the agents). Kiosks: the footer's and panel's own tests.
 */
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeSocket, ONLINE, resetChat } from "../../features/chat/chat-test-support";
import { pageResponder, TEST_PAGE_ID, testPage } from "../../features/explorer/explorer-test-support";
import { json } from "../../test/fake-fetch";
import { testBenAdmin, testUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";

const CLIENT_ID = "3f2a1b00-0000-4000-8000-0000000000c1";

afterEach(() => resetChat());

function availabilityCalls(fetchMock: ReturnType<typeof renderApp>["fetchMock"]): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/chat/availability")
    .map((url) => url.search);
}

const withAvailability =
  (respond: (path: string) => Response | undefined = () => undefined) =>
  (path: string) =>
    path === "/api/chat/availability" ? json(ONLINE) : respond(path);

describe("the layouts' chat entries", () => {
  it("offers chat on a site's page, in the footer and the panel, for that page", async () => {
    fakeSocket();
    const { fetchMock } = renderApp("/benefits-explorer/harbor", {
      respond: withAvailability(pageResponder(testPage({ vanitySlug: "harbor" }))),
    });
    const footer = await screen.findByRole("contentinfo");
    expect(await within(footer).findByRole("button", { name: "Chat with us" })).toBeTruthy();
    expect(availabilityCalls(fetchMock)).toEqual([`?explorerPageId=${TEST_PAGE_ID}`]);
    act(() => screen.getByRole("button", { name: "Get support" }).click());
    const panel = await screen.findByRole("region", { name: "How can we help?" });
    expect(await within(panel).findByRole("button", { name: "Chat with us" })).toBeTruthy();
  });

  it("offers chat to a client's users in the hub, for that client", async () => {
    fakeSocket();
    const { fetchMock } = renderApp(`/client/${CLIENT_ID}`, {
      user: testBenAdmin(CLIENT_ID),
      respond: withAvailability(),
    });
    const footer = await screen.findByRole("contentinfo");
    expect(await within(footer).findByRole("button", { name: "Chat with us" })).toBeTruthy();
    expect(availabilityCalls(fetchMock)).toEqual([`?clientId=${CLIENT_ID}`]);
  });

  it("offers carrier staff no chat in a hub: they answer from the console", async () => {
    fakeSocket();
    const { fetchMock } = renderApp(`/client/${CLIENT_ID}`, { user: testUser, respond: withAvailability() });
    expect(await screen.findByText("Iris Chen")).toBeTruthy();
    // No entry at all: the panel says at once that chat is not offered, where an entry would wait for the answer.
    act(() => screen.getByRole("button", { name: "Get support" }).click());
    const panel = await screen.findByRole("region", { name: "How can we help?" });
    expect(within(panel).getByText("Chat is not available right now. Please email us instead.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Chat with us" })).toBeNull();
    expect(availabilityCalls(fetchMock)).toEqual([]);
  });
});
