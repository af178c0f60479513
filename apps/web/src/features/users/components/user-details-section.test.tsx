import type { UserDetail } from "@onboard/domain/users/user-admin-schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerByMethod, callsTo, json } from "../../../test/fake-fetch";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";

const broker: UserDetail = {
  id: "b1",
  name: "Marcus Bell",
  email: "marcus@keystone.test",
  role: "BROKER",
  companyName: "Keystone Benefits",
  phoneNumber: null,
  isActivated: true,
  lastLoginAt: null,
  clientCount: 0,
  createdAt: "2026-01-02T15:04:00.000Z",
  welcomeEmailSentAt: null,
  termsOfUseAt: null,
  firstLoginAt: null,
  passwordSetAt: null,
  clientIds: [],
};

const FORM_EMAIL_PATH = "/api/users/b1/onboarding-form-email";

function renderManage(formEmailAnswer: () => Response) {
  let stored = broker;
  const rendered = renderApp("/brokers/admin/b1/manage", {
    user: testUser,
    respond: (path) => {
      if (path === "/api/users/b1/clients") return json({ count: 0, data: [] });
      return undefined;
    },
  });
  answerByMethod(rendered.fetchMock, (path, method, init) => {
    if (path === "/api/users/broker/b1" && method === "GET") return json(stored);
    if (path === "/api/users/broker/b1" && method === "PUT") {
      const body = JSON.parse(String(init?.body));
      const oldEmail = body.email === stored.email ? null : stored.email;
      stored = { ...stored, ...body };
      return json({ ...stored, oldEmail });
    }
    if (path === FORM_EMAIL_PATH && method === "PUT") return formEmailAnswer();
    return undefined;
  });
  return rendered;
}

async function changeEmail(email: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Edit details" }));
  const dialog = await screen.findByRole("dialog");
  const input = within(dialog).getByRole("textbox", { name: "Email" });
  await user.clear(input);
  await user.type(input, email);
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
}

describe("changing a broker's e-mail", () => {
  it("moves their onboarding forms to the new address, then says so", async () => {
    const { fetchMock } = renderManage(() => json({ updatedRecipients: 2 }));
    await changeEmail("marcus@keystone.example");
    await waitFor(() => expect(callsTo(fetchMock, FORM_EMAIL_PATH, "PUT")).toHaveLength(1));
    const [call] = callsTo(fetchMock, FORM_EMAIL_PATH, "PUT");
    expect(JSON.parse(String((call?.[1] as RequestInit | undefined)?.body))).toEqual({
      email: "marcus@keystone.example",
      oldEmail: "marcus@keystone.test",
    });
    expect(
      await screen.findByText(
        "The email changed from marcus@keystone.test to marcus@keystone.example. Onboarding forms waiting for this user's signature now go to the new address.",
      ),
    ).toBeTruthy();
  });

  it("says the forms were not moved when that call fails, and does not retry it", async () => {
    const { fetchMock } = renderManage(() => json({ message: "Server unavailable" }, 503));
    await changeEmail("marcus@keystone.example");
    expect(await screen.findByText(/could not be moved to the new address/)).toBeTruthy();
    expect(callsTo(fetchMock, FORM_EMAIL_PATH, "PUT")).toHaveLength(1);
  });

  it("leaves the forms alone when the e-mail did not change", async () => {
    const { fetchMock } = renderManage(() => json({ updatedRecipients: 0 }));
    await changeEmail("marcus@keystone.test");
    await waitFor(() => expect(callsTo(fetchMock, "/api/users/broker/b1", "PUT")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(callsTo(fetchMock, FORM_EMAIL_PATH, "PUT")).toHaveLength(0);
  });
});
