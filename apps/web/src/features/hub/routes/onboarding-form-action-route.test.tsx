import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";
import { answerByMethod, benAdmin, callsTo, json, overview, taskDetail } from "../hub-test-support";
import {
  embeddedView,
  FORM_ID,
  FORMS_PATH,
  lockStatus,
  onboardingForm,
  RECIPIENT_ID,
  SIGN_PATH,
  TEST_TEMPLATE,
} from "../onboarding-forms-test-support";

const EMBEDDED_VIEW_PATH = `${FORMS_PATH}/${FORM_ID}/embedded-view/${RECIPIENT_ID}`;
const actionPath = (action: string) => `${FORMS_PATH}/${FORM_ID}/embedded-view-action/${action}`;
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

function respond(path: string): Response | undefined {
  if (path === `${FORMS_PATH}/template/${TEST_TEMPLATE.id}`) return json(TEST_TEMPLATE);
  if (path === "/api/clients/c1/tasks/onboarding-forms") return json(taskDetail({ taskId: "onboarding-forms" }));
  if (path === "/api/clients/c1/tasks") return json(overview());
  if (path === FORMS_PATH) return json([onboardingForm()]);
  return undefined;
}

/** The signing view opens on the signer's form; PUTs answer the form. */
function renderSigning(view = embeddedView()) {
  const rendered = renderApp(SIGN_PATH, { user: benAdmin, respond });
  answerByMethod(rendered.fetchMock, (path, method) => {
    if (path === EMBEDDED_VIEW_PATH && method === "POST") return json(view);
    if (path.startsWith(`${FORMS_PATH}/${FORM_ID}/embedded-view-action/`) && method === "PUT") {
      return json(onboardingForm({ waitingForWebhook: true }));
    }
    return undefined;
  });
  return rendered;
}

function bodyOf(call: unknown[] | undefined) {
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
}

/** jsdom has no canvas: a 2D context that records the drawing, and a PNG for toDataURL. */
function stubCanvas() {
  const context = {
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
  };
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockReturnValue(PNG);
  return context;
}

describe("signing an onboarding form", () => {
  it("signs with a signature drawn from the keyboard, sending the values and a PNG data URL, then returns to the task", async () => {
    const user = userEvent.setup();
    const context = stubCanvas();
    const { fetchMock } = renderSigning(embeddedView({ values: { license: "LIC-42" } }));

    expect(await screen.findByRole("heading", { level: 1, name: "Sign onboarding form" })).toBeTruthy();
    // Another role's field is shown read-only with its value.
    expect(await screen.findByText("LIC-42")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Broker license" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Adopt and sign" }));
    expect(await screen.findByText("Please provide a response")).toBeTruthy();
    expect(screen.getByText("Please check this box to confirm")).toBeTruthy();
    expect(screen.getByText("Please type your full name to sign")).toBeTruthy();
    expect(callsTo(fetchMock, actionPath("signed"), "PUT")).toHaveLength(0);

    await user.type(screen.getByRole("textbox", { name: "Group name" }), "Harborview Logistics");
    await user.click(screen.getByRole("checkbox", { name: "I confirm the above" }));
    await user.click(screen.getByRole("tab", { name: "Draw" }));
    const canvas = screen.getByRole("img", { name: "Signature drawing area" });
    canvas.focus();
    await user.keyboard("[Space][ArrowRight][ArrowRight][ArrowDown][ArrowRight][Space]");
    expect(screen.getByText("Pen up: the arrow keys move without drawing")).toBeTruthy();
    expect(context.lineTo).toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Adopt and sign" }));
    await waitFor(() => expect(callsTo(fetchMock, actionPath("signed"), "PUT")).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, actionPath("signed"), "PUT")[0])).toEqual({
      recipientId: RECIPIENT_ID,
      values: { "group-name": "Harborview Logistics", attest: true },
      signature: { kind: "drawn", pngDataUrl: PNG },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Onboarding Forms" })).toBeTruthy();
  });

  it("shows the server's 400 field messages on the fields", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSigning();
    answerByMethod(fetchMock, (path, method) =>
      path === actionPath("signed") && method === "PUT"
        ? json(
            {
              message: "Validation failed",
              code: "VALIDATION",
              errors: [{ path: "body.values.group-name", message: "Please enter a shorter answer" }],
            },
            400,
          )
        : undefined,
    );
    await user.type(await screen.findByRole("textbox", { name: "Group name" }), "Harborview");
    await user.click(screen.getByRole("checkbox", { name: "I confirm the above" }));
    await user.type(screen.getByRole("textbox", { name: "Full name" }), "Rosa Benitez");
    await user.click(screen.getByRole("button", { name: "Adopt and sign" }));
    expect(await screen.findByText("Please enter a shorter answer")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Group name" }).getAttribute("aria-invalid")).toBe("true");
  });

  it("declines only with a reason", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSigning();
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline to sign" });
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await within(dialog).findByText("Please say why you decline to sign")).toBeTruthy();
    expect(callsTo(fetchMock, actionPath("declined"), "PUT")).toHaveLength(0);

    await user.type(within(dialog).getByRole("textbox", { name: "Reason for declining" }), "Wrong plan year");
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(callsTo(fetchMock, actionPath("declined"), "PUT")).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, actionPath("declined"), "PUT")[0])).toEqual({
      recipientId: RECIPIENT_ID,
      reason: "Wrong plan year",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Onboarding Forms" })).toBeTruthy();
  });

  it("says who is signing when another session holds the form", async () => {
    const { fetchMock } = renderApp(SIGN_PATH, {
      user: benAdmin,
      respond: (path) =>
        path === `${FORMS_PATH}/${FORM_ID}/lockStatus`
          ? json(lockStatus({ locked: true, lockedByName: "Marcus Bell", lockedUntil: "2026-11-20T15:30:00.000Z" }))
          : respond(path),
    });
    answerByMethod(fetchMock, (path, method) =>
      path === EMBEDDED_VIEW_PATH && method === "POST"
        ? json({ message: "This form is being signed by Marcus Bell. Please try again later.", code: "CONFLICT" }, 409)
        : undefined,
    );
    expect(await screen.findByText("This form is being signed by Marcus Bell. Please try again later.")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByText("This form is being signed")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Onboarding Forms" }).getAttribute("href")).toBe(
      "/client/c1/task/onboarding-forms",
    );
    expect(screen.queryByRole("button", { name: "Adopt and sign" })).toBeNull();
  });

  it("gives the server's reason when it is not the signer's turn", async () => {
    const { fetchMock } = renderApp(SIGN_PATH, { user: benAdmin, respond });
    answerByMethod(fetchMock, (path, method) =>
      path === EMBEDDED_VIEW_PATH && method === "POST"
        ? json({ message: "This form is waiting for an earlier signer", code: "CONFLICT" }, 409)
        : undefined,
    );
    expect(await screen.findByText("This form is waiting for an earlier signer")).toBeTruthy();
    expect(screen.getByText("This form cannot be signed right now")).toBeTruthy();
  });
});
