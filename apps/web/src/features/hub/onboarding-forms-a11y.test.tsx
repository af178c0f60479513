import { screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { testUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { answerByMethod, benAdmin, json, overview, taskDetail } from "./hub-test-support";
import {
  BROKER_RECIPIENT_ID,
  embeddedView,
  FORM_ID,
  FORMS_PATH,
  onboardingForm,
  RECIPIENT_ID,
  recipient,
  SIGN_PATH,
  TEST_TEMPLATE,
  VIEW_PATH,
} from "./onboarding-forms-test-support";

const FORMS = [
  onboardingForm({ userAction: "sign", userRecipientId: RECIPIENT_ID, waitingForWebhook: true }),
  onboardingForm({
    id: "00000000-0000-4000-8000-0000000000f2",
    name: "Completed Form",
    status: "COMPLETED",
    recipients: [
      recipient({ status: "signed", isTurn: false }),
      recipient({ recipientId: BROKER_RECIPIENT_ID, name: "Marcus Bell", roleId: "broker", status: "signed" }),
    ],
  }),
];

function respond(path: string): Response | undefined {
  if (path === "/api/clients/c1/tasks/onboarding-forms") return json(taskDetail({ taskId: "onboarding-forms" }));
  if (path === "/api/clients/c1/tasks") return json(overview());
  if (path === FORMS_PATH) return json(FORMS);
  if (path === `${FORMS_PATH}/template/${TEST_TEMPLATE.id}`) return json(TEST_TEMPLATE);
  return undefined;
}

async function violations(): Promise<string[]> {
  // jsdom has no layout: colour contrast is checked by the Playwright axe run instead.
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

describe("onboarding-forms pages are axe-clean (structure, names, labels)", () => {
  it.each([
    ["forms task (staff)", "/client/c1/task/onboarding-forms", "Onboarding Forms", testUser, "Send a form"],
    ["forms task", "/client/c1/task/onboarding-forms", "Onboarding Forms", benAdmin, "Review and sign"],
    ["signing view", SIGN_PATH, "Sign onboarding form", benAdmin, "Adopt and sign"],
    ["viewer", VIEW_PATH, "Test Authorization", benAdmin, "Back to Onboarding Forms"],
    [
      "forms task in Spanish",
      "/es/client/c1/task/onboarding-forms",
      "Formularios de incorporación",
      benAdmin,
      "Revisar y firmar",
    ],
    ["signing view in Spanish", `/es${SIGN_PATH}`, "Firmar formulario de incorporación", benAdmin, "Adoptar y firmar"],
    ["viewer in Spanish", `/es${VIEW_PATH}`, "Test Authorization", benAdmin, "Volver a Formularios de incorporación"],
  ])("%s", async (_name, path, heading, user, landmark) => {
    const { fetchMock } = renderApp(path, { user, respond });
    answerByMethod(fetchMock, (requested, method) =>
      requested === `${FORMS_PATH}/${FORM_ID}/embedded-view/${RECIPIENT_ID}` && method === "POST"
        ? json(embeddedView({ values: { license: "LIC-42" } }))
        : undefined,
    );
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    expect(await screen.findByText(landmark)).toBeTruthy();
    // Let the page's queries settle before auditing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });
});
