import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import {
  apiJob,
  CLIENT_NAME,
  clientFromQps,
  json,
  PUSH_PATH,
  planDesignInfo,
  qpsServer,
  staff,
  storeOverlay,
  useFakeSocket,
} from "./qps-test-support";

async function violations(): Promise<string[]> {
  // jsdom has no layout: colour contrast is checked by the Playwright axe run instead.
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

const respond = qpsServer({
  info: () =>
    planDesignInfo({
      problems: [{ code: "noEmployeeClass", field: "employeeClass", recordId: null, subject: null, message: "x" }],
      pushes: [apiJob({ status: "COMPLETED", progress: 100 }), apiJob({ id: "9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c" })],
    }),
  jobs: () => [apiJob()],
  fromQps: () =>
    json(
      clientFromQps({
        qpsCase: {
          caseId: "433916",
          planDesign: { caseId: "433916", clientName: CLIENT_NAME, policies: [], plans: [], classes: [] },
          updates: [],
        },
        differences: [
          {
            record: "case",
            recordKey: "433916",
            attribute: "name",
            portal: CLIENT_NAME,
            qps: "Other",
            importable: false,
          },
        ],
      }),
    ),
});

describe("the push-to-QPS screen and the overlay are axe-clean (structure, names, labels)", () => {
  it.each([
    ["en", PUSH_PATH, `Push to QPS: ${CLIENT_NAME}`, "Push to QPS"],
    ["es", `/es${PUSH_PATH}`, `Enviar a QPS: ${CLIENT_NAME}`, "Enviar a QPS"],
  ])("%s", async (_language, path, heading, region) => {
    useFakeSocket();
    storeOverlay([
      {},
      { clientId: "7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", clientName: "Cascade Timber", status: "TIMEOUT" },
    ]);
    renderApp(path, { user: staff, respond });
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    expect(await screen.findByRole("region", { name: region })).toBeTruthy();
    expect(await screen.findAllByRole("table")).toHaveLength(5);
    // Let the page's queries settle before auditing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });

  it("lets the keyboard reach and operate the overlay's controls", async () => {
    useFakeSocket();
    storeOverlay([{}]);
    renderApp(PUSH_PATH, { user: staff, respond: qpsServer({ jobs: () => [apiJob()] }) });
    const overlay = await screen.findByRole("region", { name: "Push to QPS" });
    const user = userEvent.setup();
    const hide = within(overlay).getByRole("button", { name: "Hide list" });
    hide.focus();
    await user.keyboard("{Enter}");
    expect(hide.getAttribute("aria-expanded")).toBe("false");
    await user.keyboard("{Enter}");
    expect(hide.getAttribute("aria-expanded")).toBe("true");
    await user.tab();
    expect(document.activeElement).toBe(within(overlay).getByRole("button", { name: `Remove ${CLIENT_NAME}` }));
    await user.tab();
    expect(document.activeElement).toBe(within(overlay).getByRole("link", { name: "Open task" }));
    within(overlay)
      .getByRole("button", { name: `Remove ${CLIENT_NAME}` })
      .focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("region", { name: "Push to QPS" })).toBeNull();
  });
});
