import type { UserList } from "@onboard/domain/users/user-admin-schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";

afterEach(() => vi.unstubAllGlobals());

const owner = { ...testUser, role: "SLF_OWNER" as const };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const internalUsers: UserList = {
  count: 1,
  totalIsCapped: false,
  nextCursor: null,
  data: [
    {
      id: "a1",
      name: "Rahul Iyer",
      email: "admin@onboard.test",
      role: "SLF_ADMIN",
      companyName: null,
      phoneNumber: null,
      isActivated: true,
      lastLoginAt: null,
      clientCount: 0,
    },
  ],
};

function requests(fetchMock: ReturnType<typeof vi.fn>, path: string, method: string) {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), "http://localhost").pathname === path &&
        ((init as RequestInit | undefined)?.method ?? "GET") === method,
    )
    .map(([, init]) => init as RequestInit);
}

describe("/users/internal", () => {
  it("lets the owner edit an internal user's role from the row's menu", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/users/internal", {
      user: owner,
      respond: (path) => {
        if (path === "/api/users/internal") return json(internalUsers);
        if (path === "/api/users/internal/a1")
          return json({ ...internalUsers.data[0], role: "SLF_OWNER", oldEmail: null });
        return undefined;
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Internal Users" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Internal users" });
    expect(within(table).getByText("Administrator")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Actions for Rahul Iyer" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Rahul Iyer" });
    expect((within(dialog).getByRole("textbox", { name: /Email/ }) as HTMLInputElement).value).toBe(
      "admin@onboard.test",
    );
    expect(within(dialog).queryByRole("checkbox", { name: "Send welcome email" })).toBeNull();
    await user.click(within(dialog).getByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "Owner" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(requests(fetchMock, "/api/users/internal/a1", "PUT")).toHaveLength(1));
    const [put] = requests(fetchMock, "/api/users/internal/a1", "PUT");
    expect(JSON.parse(String(put?.body))).toMatchObject({ name: "Rahul Iyer", role: "SLF_OWNER" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
