import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../../test/fixtures";
import { renderApp } from "../../../../test/render-app";
import { formsRefetchInterval } from "../../api/onboarding-forms/get-onboarding-forms";
import { answerByMethod, benAdmin, callsTo, json, overview, taskDetail } from "../../hub-test-support";
import { FORM_ID, FORMS_PATH, onboardingForm, RECIPIENT_ID, recipient } from "../../onboarding-forms-test-support";

afterEach(() => vi.useRealTimers());

const TASK_PATH = "/client/c1/task/onboarding-forms";

function server(forms: () => unknown) {
  return (path: string) => {
    if (path === "/api/clients/c1/tasks/onboarding-forms") return json(taskDetail({ taskId: "onboarding-forms" }));
    if (path === "/api/clients/c1/tasks") return json(overview());
    if (path === FORMS_PATH) return json(forms());
    return undefined;
  };
}

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe("the onboarding-forms task", () => {
  it("lists each form's status, its signers, and the signer's own turn as Review and sign", async () => {
    const forms = [
      onboardingForm({
        id: id(1),
        name: "HIPAA Authorization",
        userAction: "sign",
        userRecipientId: RECIPIENT_ID,
      }),
      onboardingForm({
        id: id(2),
        name: "Group Application",
        status: "DELIVERED",
        userAction: "wait",
        recipients: [
          recipient({ name: "Marcus Bell", isTurn: true }),
          recipient({ recipientId: id(9), isTurn: false, status: "waiting", routingOrder: 2 }),
        ],
      }),
      onboardingForm({
        id: id(3),
        name: "Participation Agreement",
        status: "COMPLETED",
        recipients: [recipient({ status: "signed", isTurn: false })],
        documents: [
          { id: "combined", name: "a.pdf" },
          { id: "sent", name: "b.pdf" },
        ],
      }),
      onboardingForm({
        id: id(4),
        name: "Old Application",
        status: "DECLINED",
        recipients: [recipient({ status: "declined", isTurn: false, declineReason: "Wrong plan year" })],
      }),
      onboardingForm({ id: id(5), name: "Expired Form", status: "VOIDED", expired: true }),
    ];
    renderApp(TASK_PATH, { user: benAdmin, respond: server(() => forms) });

    const hipaa = await screen.findByRole("article", { name: "HIPAA Authorization" });
    const sign = within(hipaa).getByRole("link", { name: "Review and sign HIPAA Authorization" });
    expect(sign.textContent).toBe("Review and sign");
    expect(sign.getAttribute("href")).toBe(`/client/c1/onboarding-forms/${id(1)}/action/${RECIPIENT_ID}`);
    // The form's badge and its one signer's.
    expect(within(hipaa).getAllByText("Sent", { selector: ".mantine-Badge-label" })).toHaveLength(2);

    const application = screen.getByRole("article", { name: "Group Application" });
    expect(within(application).getByText("Waiting for Marcus Bell to sign")).toBeTruthy();
    expect(within(application).queryByRole("link", { name: /Review and sign/ })).toBeNull();
    expect(within(application).getByText("Delivered", { selector: ".mantine-Badge-label" })).toBeTruthy();
    expect(within(application).getByText("Waiting")).toBeTruthy();

    const completed = screen.getByRole("article", { name: "Participation Agreement" });
    expect(within(completed).getByText("Completed")).toBeTruthy();
    expect(within(completed).getByText("Signed")).toBeTruthy();
    expect(
      within(completed).getByRole("button", { name: "Download signed form Participation Agreement" }),
    ).toBeTruthy();
    expect(within(completed).getByRole("button", { name: "Document as sent, Participation Agreement" })).toBeTruthy();

    const declined = screen.getByRole("article", { name: "Old Application" });
    expect(within(declined).getAllByText("Declined")).toHaveLength(2);
    expect(within(declined).getByText("Reason for declining: Wrong plan year")).toBeTruthy();
    expect(within(declined).queryByRole("button", { name: /Download signed form/ })).toBeNull();

    const expired = screen.getByRole("article", { name: "Expired Form" });
    expect(within(expired).getByText("Voided (expired)")).toBeTruthy();
    expect(within(expired).getByRole("link", { name: "View Expired Form" }).getAttribute("href")).toBe(
      `/client/c1/onboarding-forms/${id(5)}/view/${RECIPIENT_ID}`,
    );
    // A ben admin sees no staff controls.
    expect(screen.queryByRole("button", { name: "Send a form" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Manage / })).toBeNull();
  });

  it("says so when there are no forms, and offers staff Send a form", async () => {
    renderApp(TASK_PATH, { user: testUser, respond: server(() => []) });
    expect(
      await screen.findByText("No onboarding forms have been sent to this client yet. Use Send a form to send one."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send a form" })).toBeTruthy();
  });

  it("refetches every 6 s while a form waits for the webhook, with a progress bar, and stops once none waits", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let isWaiting = true;
    const { fetchMock } = renderApp(TASK_PATH, {
      user: benAdmin,
      respond: server(() => [onboardingForm({ waitingForWebhook: isWaiting })]),
    });
    expect(await screen.findByRole("progressbar", { name: "Updating Test Authorization" })).toBeTruthy();
    const before = callsTo(fetchMock, FORMS_PATH).length;
    await act(() => vi.advanceTimersByTimeAsync(6_100));
    await waitFor(() => expect(callsTo(fetchMock, FORMS_PATH).length).toBe(before + 1));

    isWaiting = false;
    await act(() => vi.advanceTimersByTimeAsync(6_100));
    await waitFor(() => expect(callsTo(fetchMock, FORMS_PATH).length).toBe(before + 2));
    await waitFor(() =>
      expect(
        screen.getByRole("progressbar", { name: "Updating Test Authorization" }).getAttribute("aria-valuenow"),
      ).toBe("100"),
    );
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(callsTo(fetchMock, FORMS_PATH).length).toBe(before + 2);
  });

  it("lets a ben admin add a recipient for a role the form has no signer for", async () => {
    const user = userEvent.setup();
    const broker = { userId: id(7), name: "Marcus Bell", email: "marcus@keystone.test", role: "BROKER" };
    const form = onboardingForm({ name: "Group Application", templateId: "tpl-group-application" });
    const { fetchMock } = renderApp(TASK_PATH, {
      user: benAdmin,
      respond: (path) => (path === `${FORMS_PATH}/signer-candidates` ? json([broker]) : server(() => [form])(path)),
    });
    answerByMethod(fetchMock, (path, method) =>
      path === `${FORMS_PATH}/${FORM_ID}/recipient` && method === "POST" ? json(form) : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Add recipient to Group Application" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a recipient to Group Application" });
    expect((within(dialog).getByRole("combobox", { name: "Role" }) as HTMLInputElement).value).toBe("Broker");
    await user.click(within(dialog).getByRole("combobox", { name: "Signer" }));
    await user.click(await within(dialog).findByRole("option", { name: /Marcus Bell/ }));
    await user.click(within(dialog).getByRole("button", { name: "Add recipient" }));
    await waitFor(() => expect(callsTo(fetchMock, `${FORMS_PATH}/${FORM_ID}/recipient`, "POST")).toHaveLength(1));
    const [call] = callsTo(fetchMock, `${FORMS_PATH}/${FORM_ID}/recipient`, "POST");
    expect(JSON.parse(String((call?.[1] as RequestInit | undefined)?.body))).toEqual({
      roleId: "broker",
      userId: id(7),
    });
  });

  it("sets the refresh interval from the forms: 6 s while any waits, none otherwise", () => {
    expect(formsRefetchInterval(undefined)).toBe(false);
    expect(formsRefetchInterval([onboardingForm()])).toBe(false);
    expect(formsRefetchInterval([onboardingForm(), onboardingForm({ waitingForWebhook: true })])).toBe(6_000);
  });
});
