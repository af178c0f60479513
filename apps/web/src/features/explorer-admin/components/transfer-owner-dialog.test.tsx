import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { baseServer, callsTo, detail, json, OWNER_ID, PAGE_ID, PAGE_PATH } from "../explorer-admin-test-support";

afterEach(() => vi.unstubAllGlobals());

const NEW_OWNER = "77777777-7777-4777-8777-777777777777";
const TRANSFER = `/api/explorer-pages/transfer/${OWNER_ID}/${NEW_OWNER}`;

describe("transferring pages to another owner", { timeout: 30_000 }, () => {
  it("moves every page of the owner to the picked staff user", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp(`/clients/admin/c1/manage/benefits-explorer/${PAGE_ID}`, {
      user: testUser,
      respond: (path) => {
        if (path === PAGE_PATH) return json(detail());
        if (path === "/api/users/slfs") {
          return json({
            data: [
              {
                id: NEW_OWNER,
                name: "Nadia New",
                email: "nadia@onboard.test",
                role: "SLF_ADMIN",
                companyName: null,
                phoneNumber: null,
                isActivated: true,
                lastLoginAt: null,
                clientCount: 0,
              },
            ],
            count: 1,
          });
        }
        if (path === TRANSFER) return json({ transferred: 3 });
        return baseServer(path);
      },
    });
    await user.click(await screen.findByRole("button", { name: "Transfer pages of this owner…" }));
    const dialog = await screen.findByRole("dialog", { name: "Transfer all pages of Olive Owner to…" });
    await user.click(within(dialog).getByRole("button", { name: "Transfer" }));
    expect(within(dialog).getByText("Please choose the new owner.")).toBeTruthy();

    await user.click(within(dialog).getByRole("combobox", { name: "New owner" }));
    await user.click(await screen.findByRole("option", { name: "Nadia New (nadia@onboard.test)" }));
    await user.click(within(dialog).getByRole("button", { name: "Transfer" }));
    await waitFor(() => expect(callsTo(fetchMock, TRANSFER, "PUT")).toHaveLength(1));
    expect(await screen.findByText("3 pages moved to Nadia New (nadia@onboard.test).")).toBeTruthy();
  });
});
