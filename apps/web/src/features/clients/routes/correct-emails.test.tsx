import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { callsTo, clientDetail, emptySetup, json } from "../clients-test-support";

afterEach(() => vi.unstubAllGlobals());

const CID = "3f1c2a9e-5b7d-4c8e-9a1f-2b3c4d5e6f70";
const PAGE = `/clients/admin/${CID}/manage`;

const pending = {
  id: "7d4e8f2a-1b3c-4d5e-8f9a-0b1c2d3e4f50",
  name: "Nina Park",
  email: "nina@wrong.example",
  role: "BROKER" as const,
  isActivated: false,
};
const active = {
  id: "u8",
  name: "Omar Ruiz",
  email: "omar@example.com",
  role: "BEN_ADMIN" as const,
  isActivated: true,
};

function server(bulk: () => Response) {
  return (path: string): Response | undefined => {
    if (path === `/api/clients/${CID}`) return json(clientDetail({ id: CID }));
    if (path === `/api/clients/${CID}/setup`)
      return json(emptySetup({ clientId: CID, linkedUsers: [pending, active] }));
    if (path === `/api/clients/${CID}/audit-log`) return json({ data: [], count: 0 });
    if (path === "/api/users/update-email-and-send-activation-email") return bulk();
    return undefined;
  };
}

describe("correct e-mails and resend", () => {
  it("lists only the users not yet activated, sends the corrected address, and shows the toast", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp(PAGE, {
      user: testUser,
      respond: server(() => json({ emailIds: ["e1"], clientIds: [CID] })),
    });
    await user.click(await screen.findByRole("button", { name: "Correct e-mails and resend" }));
    const dialog = await screen.findByRole("dialog", { name: "Correct e-mails and resend activation" });
    expect(within(dialog).queryByRole("textbox", { name: /Omar Ruiz/ })).toBeNull();
    const field = within(dialog).getByRole("textbox", { name: /Email of Nina Park/ });
    await user.clear(field);
    await user.type(field, "nina@right.example");
    await user.click(within(dialog).getByRole("button", { name: "Save and send activation e-mails" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [call] = callsTo(fetchMock, "/api/users/update-email-and-send-activation-email", "POST");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      users: [{ userId: pending.id, email: "nina@right.example", clientId: CID }],
    });
    expect(await screen.findByText(/The following email was just sent/)).toBeTruthy();
  });

  it("puts the server's field error on the e-mail it concerns", async () => {
    const user = userEvent.setup();
    renderApp(PAGE, {
      user: testUser,
      respond: server(() =>
        json(
          {
            code: "EMAIL_TAKEN",
            message: "A user with this email already exists.",
            errors: [{ path: "body.users.0.email", message: "A user with this email already exists." }],
          },
          409,
        ),
      ),
    });
    await user.click(await screen.findByRole("button", { name: "Correct e-mails and resend" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Save and send activation e-mails" }));
    const field = within(dialog).getByRole("textbox", { name: /Email of Nina Park/ });
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
  });
});
