import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testUser } from "../../../../test/fixtures";
import { renderApp } from "../../../../test/render-app";
import {
  answerByMethod,
  callsTo,
  dayFromToday,
  json,
  type MethodHandler,
  overview,
  taskDetail,
} from "../../hub-test-support";
import {
  BROKER_RECIPIENT_ID,
  FORM_ID,
  FORMS_PATH,
  onboardingForm,
  RECIPIENT_ID,
  recipient,
} from "../../onboarding-forms-test-support";

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const CANDIDATES = [
  {
    userId: "00000000-0000-4000-8000-0000000000u1",
    name: "Rosa Benitez",
    email: "rosa@harborview.test",
    role: "BEN_ADMIN",
  },
  { userId: id(7), name: "Marcus Bell", email: "marcus@keystone.test", role: "BROKER" },
  { userId: id(8), name: "Dana Ortiz", email: "dana@harborview.test", role: "BEN_ADMIN" },
];

/** The signed-in staff user on the task, with `form` listed; `answer` may answer the calls the test makes. */
function renderAsStaff({
  form = onboardingForm({ name: "HIPAA Authorization" }),
  answer,
}: {
  form?: ReturnType<typeof onboardingForm>;
  answer?: MethodHandler;
} = {}) {
  const rendered = renderApp("/client/c1/task/onboarding-forms", {
    user: testUser,
    respond: (path) => {
      if (path === "/api/clients/c1/tasks/onboarding-forms") return json(taskDetail({ taskId: "onboarding-forms" }));
      if (path === "/api/clients/c1/tasks") return json(overview());
      if (path === FORMS_PATH) return json([form]);
      if (path === `${FORMS_PATH}/signer-candidates`) return json(CANDIDATES);
      return undefined;
    },
  });
  answerByMethod(rendered.fetchMock, (path, method, init) => {
    const answered = answer?.(path, method, init);
    if (answered) return answered;
    if (path === `${FORMS_PATH}/${FORM_ID}` && method === "DELETE") {
      return json(onboardingForm({ name: "HIPAA Authorization", status: "VOIDED" }));
    }
    if (path === FORMS_PATH && method === "POST") return json(onboardingForm(), 201);
    return undefined;
  });
  return rendered;
}

/** Picks `item` in the form's staff menu. */
async function chooseStaffItem(item: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Manage HIPAA Authorization" }));
  await user.click(await screen.findByRole("menuitem", { name: item }));
  return user;
}

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

describe("staff controls on the onboarding forms", () => {
  it("voids a form only with a reason", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAsStaff();
    await user.click(await screen.findByRole("button", { name: "Manage HIPAA Authorization" }));
    await user.click(await screen.findByRole("menuitem", { name: "Void" }));
    const dialog = await screen.findByRole("dialog", { name: "Void HIPAA Authorization" });
    await user.click(within(dialog).getByRole("button", { name: "Void form" }));
    expect(await within(dialog).findByText("Please say why the form is voided")).toBeTruthy();
    expect(callsTo(fetchMock, `${FORMS_PATH}/${FORM_ID}`, "DELETE")).toHaveLength(0);

    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Sent by mistake");
    await user.click(within(dialog).getByRole("button", { name: "Void form" }));
    await waitFor(() => expect(callsTo(fetchMock, `${FORMS_PATH}/${FORM_ID}`, "DELETE")).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, `${FORMS_PATH}/${FORM_ID}`, "DELETE")[0])).toEqual({ reason: "Sent by mistake" });
  });

  it("sends a form with one signer per required role, an optional role left empty, and reminders every 3 days", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAsStaff();
    await user.click(await screen.findByRole("button", { name: "Send a form" }));
    const dialog = await screen.findByRole("dialog", { name: "Send a form" });
    await user.click(within(dialog).getByRole("button", { name: "Send form" }));
    expect(await within(dialog).findByText("Please choose a form template")).toBeTruthy();

    await user.click(within(dialog).getByRole("combobox", { name: "Form" }));
    await user.click(await within(dialog).findByRole("option", { name: "Group Application" }));
    await user.click(within(dialog).getByRole("button", { name: "Send form" }));
    expect(await within(dialog).findByText("Please choose who signs")).toBeTruthy();

    await user.click(within(dialog).getByRole("combobox", { name: "Authorized signer" }));
    await user.click(await within(dialog).findByRole("option", { name: /Rosa Benitez/ }));
    await user.click(within(dialog).getByRole("button", { name: "Send form" }));
    await waitFor(() => expect(callsTo(fetchMock, FORMS_PATH, "POST")).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, FORMS_PATH, "POST")[0])).toEqual({
      templateId: "tpl-group-application",
      policyId: null,
      recipients: [{ roleId: "authorized-signer", userId: CANDIDATES[0]?.userId }],
      reminderIntervalDays: 3,
      expiresOn: null,
    });
  });

  it("reassigns the chosen pending signer to a new one, never offering the signer being replaced", async () => {
    const form = onboardingForm({
      name: "HIPAA Authorization",
      recipients: [
        recipient(),
        recipient({
          recipientId: BROKER_RECIPIENT_ID,
          userId: id(7),
          name: "Marcus Bell",
          email: "marcus@keystone.test",
          roleId: "broker",
          routingOrder: 2,
          status: "waiting",
          isTurn: false,
        }),
      ],
    });
    const reassignPath = `${FORMS_PATH}/${FORM_ID}/reassign-recipient`;
    const { fetchMock } = renderAsStaff({
      form,
      answer: (path, method) => (path === reassignPath && method === "PUT" ? json(form) : undefined),
    });
    const user = await chooseStaffItem("Reassign");
    const dialog = await screen.findByRole("dialog", { name: "Reassign a signer of HIPAA Authorization" });
    expect((within(dialog).getByRole("combobox", { name: "Signer to replace" }) as HTMLInputElement).value).toBe(
      "Rosa Benitez",
    );
    await user.click(within(dialog).getByRole("combobox", { name: "Signer to replace" }));
    await user.click(await within(dialog).findByRole("option", { name: "Marcus Bell" }));

    await user.click(within(dialog).getByRole("button", { name: "Reassign" }));
    expect(await within(dialog).findByText("Please choose who signs")).toBeTruthy();
    expect(callsTo(fetchMock, reassignPath, "PUT")).toHaveLength(0);

    await user.click(within(dialog).getByRole("combobox", { name: "New signer" }));
    expect(await within(dialog).findByRole("option", { name: /Dana Ortiz/ })).toBeTruthy();
    expect(within(dialog).queryByRole("option", { name: /Marcus Bell/ })).toBeNull();
    await user.click(within(dialog).getByRole("option", { name: /Dana Ortiz/ }));
    await user.click(within(dialog).getByRole("button", { name: "Reassign" }));
    await waitFor(() => expect(callsTo(fetchMock, reassignPath, "PUT")).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, reassignPath, "PUT")[0])).toEqual({
      recipientId: BROKER_RECIPIENT_ID,
      userId: id(8),
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("puts a 400's field error on the reassign dialog's field and keeps the dialog open", async () => {
    const reassignPath = `${FORMS_PATH}/${FORM_ID}/reassign-recipient`;
    const { fetchMock } = renderAsStaff({
      answer: (path, method) =>
        path === reassignPath && method === "PUT"
          ? json(
              {
                message: "Validation failed",
                code: "VALIDATION_ERROR",
                errors: [
                  {
                    path: "body.userId",
                    message: "The signer must be a benefits administrator or broker of this client",
                  },
                ],
              },
              400,
            )
          : undefined,
    });
    const user = await chooseStaffItem("Reassign");
    const dialog = await screen.findByRole("dialog", { name: "Reassign a signer of HIPAA Authorization" });
    await user.click(within(dialog).getByRole("combobox", { name: "New signer" }));
    await user.click(await within(dialog).findByRole("option", { name: /Dana Ortiz/ }));
    await user.click(within(dialog).getByRole("button", { name: "Reassign" }));
    await waitFor(() => expect(callsTo(fetchMock, reassignPath, "PUT")).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, reassignPath, "PUT")[0])).toEqual({ recipientId: RECIPIENT_ID, userId: id(8) });

    const newSigner = within(dialog).getByRole("combobox", { name: "New signer" });
    await waitFor(() => expect(newSigner.getAttribute("aria-invalid")).toBe("true"));
    expect(
      within(dialog).getByText("The signer must be a benefits administrator or broker of this client"),
    ).toBeTruthy();
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("saves the reminder interval and the expiry date, refusing an interval out of range before any call", async () => {
    const notificationPath = `${FORMS_PATH}/${FORM_ID}/notification`;
    const { fetchMock } = renderAsStaff({
      answer: (path, method) =>
        path === notificationPath && method === "PATCH"
          ? json(onboardingForm({ name: "HIPAA Authorization" }))
          : undefined,
    });
    const user = await chooseStaffItem("Reminders and expiry");
    const dialog = await screen.findByRole("dialog", { name: "Reminders and expiry of HIPAA Authorization" });
    const interval = within(dialog).getByRole("textbox", { name: "Send a reminder every (days)" }) as HTMLInputElement;
    expect(interval.value).toBe("3");

    await user.clear(interval);
    await user.type(interval, "45");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Reminders are sent every 1 to 30 days")).toBeTruthy();
    expect(callsTo(fetchMock, notificationPath, "PATCH")).toHaveLength(0);

    await user.clear(interval);
    await user.type(interval, "7");
    const expiresOn = dayFromToday(30);
    await user.type(within(dialog).getByLabelText("Expiry date (optional)"), expiresOn);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callsTo(fetchMock, notificationPath, "PATCH")).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, notificationPath, "PATCH")[0])).toEqual({
      reminderIntervalDays: 7,
      expiresOn,
    });
  });

  it("sends a reminder now, then refreshes the list", async () => {
    const remindersPath = `${FORMS_PATH}/${FORM_ID}/reminders`;
    const { fetchMock } = renderAsStaff({
      answer: (path, method) =>
        path === remindersPath && method === "POST" ? json(onboardingForm({ name: "HIPAA Authorization" })) : undefined,
    });
    await screen.findByRole("button", { name: "Manage HIPAA Authorization" });
    const listed = callsTo(fetchMock, FORMS_PATH).length;
    await chooseStaffItem("Send reminder now");
    await waitFor(() => expect(callsTo(fetchMock, remindersPath, "POST")).toHaveLength(1));
    expect(await screen.findByText("A reminder was sent to the signers whose turn it is.")).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, FORMS_PATH).length).toBeGreaterThan(listed));
  });
});
