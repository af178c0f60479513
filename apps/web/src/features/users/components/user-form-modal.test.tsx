import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";

afterEach(() => vi.unstubAllGlobals());

const admin = { ...testUser, role: "SLF_ADMIN" as const };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const emptyList = () => json({ data: [], count: 0 });

function describedBy(element: HTMLElement): string {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

function postsTo(fetchMock: ReturnType<typeof vi.fn>, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), "http://localhost").pathname === path && (init as RequestInit)?.method === "POST",
  );
}

async function openCreateForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Create benefits administrator" }));
  const dialog = await screen.findByRole("dialog", { name: "Create benefits administrator" });
  return { user, dialog };
}

describe("the create-user form", () => {
  it("checks the fields before calling the server, with the spec's e-mail words", async () => {
    const { fetchMock } = renderApp("/ben-admins/admin", {
      user: admin,
      respond: (path) => (path === "/api/users/ben-admin" ? emptyList() : undefined),
    });
    const { user } = await openCreateForm();
    await user.click(screen.getByRole("button", { name: "Create" }));
    const name = screen.getByRole("textbox", { name: /Name/ });
    const email = screen.getByRole("textbox", { name: /Email/ });
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(describedBy(name)).toContain("Name is required");
    expect(describedBy(email)).toContain("Email is required");

    await user.type(email, "rosa@harborview");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(describedBy(email)).toContain("Please enter a valid email address"));
    expect(postsTo(fetchMock, "/api/users/ben-admin")).toEqual([]);
  });

  it("sends the new user with sendWelcomeEmail, and shows a taken e-mail under its field", async () => {
    const { fetchMock } = renderApp("/ben-admins/admin", {
      user: admin,
      respond: (path) => {
        if (path !== "/api/users/ben-admin") return undefined;
        const calls = fetchMock.mock.calls;
        const method = (calls.at(-1)?.[1] as RequestInit | undefined)?.method;
        if (method !== "POST") return emptyList();
        return json(
          {
            code: "EMAIL_TAKEN",
            message: "A user with this email already exists.",
            errors: [{ path: "body.email", message: "A user with this email already exists." }],
          },
          409,
        );
      },
    });
    const { user } = await openCreateForm();
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Rosa Delgado");
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "rosa@harborview.test");
    expect((screen.getByRole("checkbox", { name: "Send welcome email" }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Create" }));

    const email = screen.getByRole("textbox", { name: /Email/ });
    await waitFor(() => expect(describedBy(email)).toContain("A user with this email already exists."));
    const [call] = postsTo(fetchMock, "/api/users/ben-admin");
    expect(JSON.parse(String((call?.[1] as RequestInit | undefined)?.body))).toEqual({
      name: "Rosa Delgado",
      email: "rosa@harborview.test",
      phoneNumber: null,
      companyName: null,
      sendWelcomeEmail: true,
    });
  });
});
