import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { callsTo, clientDetail, emptySetup, json } from "../clients-test-support";

afterEach(() => vi.unstubAllGlobals());

const PAGE = "/clients/admin/c1/manage";

function server(overrides: Record<string, () => Response> = {}) {
  let setup = emptySetup();
  return (path: string): Response | undefined => {
    const custom = overrides[path];
    if (custom) return custom();
    if (path === "/api/clients/c1") return json(clientDetail());
    if (path === "/api/clients/c1/setup") return json(setup);
    if (path === "/api/clients/c1/setup-steps/census-template") {
      setup = emptySetup({
        steps: setup.steps.map((state) =>
          state.step === "census-template"
            ? {
                ...state,
                completedAt: "2026-11-03T16:00:00.000Z",
                completedBy: { id: "u1", name: "Avery Admin" },
                details: { templateName: "Standard census" },
              }
            : state,
        ),
      });
      return json({ setup, emailIds: [] });
    }
    if (path === "/api/clients/c1/audit-log") return json({ data: [], count: 0 });
    return undefined;
  };
}

describe("/clients/admin/:clientId/manage", () => {
  it("completes a setup step through its form, and shows who did it", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp(PAGE, { user: testUser, respond: server() });
    expect(await screen.findByRole("heading", { level: 1, name: "Acme Bakery" })).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Complete Census template" }));
    const dialog = await screen.findByRole("dialog", { name: "Census template" });

    await user.click(within(dialog).getByRole("button", { name: "Complete" }));
    expect(within(dialog).getByText("Template name is required")).toBeTruthy();

    await user.type(within(dialog).getByRole("textbox", { name: /Template name/ }), "Standard census");
    await user.click(within(dialog).getByRole("button", { name: "Complete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [call] = callsTo(fetchMock, "/api/clients/c1/setup-steps/census-template", "POST");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ templateName: "Standard census" });
    expect(await screen.findByText(/Done by Avery Admin on/)).toBeTruthy();
    expect(screen.getByText("Standard census")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Confirm setup" }).hasAttribute("disabled")).toBe(true);
  });

  it("archives after a confirmation, sending the version it edited", async () => {
    const user = userEvent.setup();
    const respond = server({
      "/api/clients/c1": () => json(clientDetail()),
    });
    const { fetchMock } = renderApp(PAGE, { user: testUser, respond });
    await user.click(await screen.findByRole("button", { name: "Archive" }));
    const dialog = await screen.findByRole("dialog", { name: "Archive this client?" });
    await user.click(within(dialog).getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(callsTo(fetchMock, "/api/clients/c1", "PUT")).toHaveLength(1));
    const [call] = callsTo(fetchMock, "/api/clients/c1", "PUT");
    expect(new Headers(call?.[1]?.headers).get("if-match")).toBe('"3"');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ isArchived: true });
  });

  it("says clearly when someone else saved first, and reloads the client", async () => {
    const user = userEvent.setup();
    let version = 3;
    const respond = server({
      "/api/clients/c1": () => json(clientDetail({ version })),
    });
    const { fetchMock } = renderApp(PAGE, {
      user: testUser,
      respond: (path) => {
        if (path === "/api/clients/c1" && fetchMock.mock.calls.at(-1)?.[1]?.method === "PUT") {
          version = 4;
          return json({ code: "PRECONDITION_FAILED", message: "stale" }, 412);
        }
        return respond(path);
      },
    });
    const name = await screen.findByRole("textbox", { name: /Client name/ });
    await user.clear(name);
    await user.type(name, "Acme Bakery & Co");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByText(
        "Someone else changed this record while you were editing it. Please reload the page to see their changes, then try again.",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, "/api/clients/c1").length).toBeGreaterThan(1));
  });
});
