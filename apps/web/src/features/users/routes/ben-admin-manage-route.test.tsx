import type { UserDetail } from "@onboard/domain/users/user-admin-schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";

afterEach(() => vi.unstubAllGlobals());

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const benAdmin: UserDetail = {
  id: "ba1",
  name: "Rosa Delgado",
  email: "rosa@harborview.test",
  role: "BEN_ADMIN",
  companyName: null,
  phoneNumber: null,
  isActivated: true,
  lastLoginAt: null,
  clientCount: 0,
  createdAt: "2026-01-02T15:04:00.000Z",
  welcomeEmailSentAt: null,
  termsOfUseAt: null,
  firstLoginAt: null,
  passwordSetAt: "2026-01-03T15:04:00.000Z",
  clientIds: [],
};

describe("/ben-admins/admin/:userId/manage", () => {
  it("changes the ben admin to a broker after confirmation and opens their broker page", async () => {
    const user = userEvent.setup();
    const { router } = renderApp("/ben-admins/admin/ba1/manage", {
      user: { ...testUser, role: "SLF_ADMIN" },
      respond: (path) => {
        if (path === "/api/users/ben-admin/ba1") return json(benAdmin);
        if (path === "/api/users/ba1/clients") return json({ data: [], count: 0 });
        if (path === "/api/users/ben-admin/ba1/change-to-broker") return json({ ...benAdmin, role: "BROKER" });
        return undefined;
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Rosa Delgado" })).toBeTruthy();
    // An activated user gets no new activation link.
    expect((screen.getByRole("button", { name: "Send activation email" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Change to broker" }));
    const dialog = await screen.findByRole("dialog", { name: "Change to broker" });
    expect(within(dialog).getByText("Make Rosa Delgado a broker? They keep their clients.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Change to broker" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/brokers/admin/ba1/manage"));
  });
});
