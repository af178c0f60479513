import { screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testClient, testUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { benAdmin, callDetails, dayFromToday, json, overview, task, taskDetail } from "./hub-test-support";

afterEach(() => vi.unstubAllGlobals());

const DOCUMENT = {
  id: "d1",
  clientId: "c1",
  policyId: null,
  category: "prior-carrier-certificates",
  name: "certificate.pdf",
  mimeType: "application/pdf",
  sizeBytes: 2048,
  processStatus: "COMPLETED",
  language: "en",
  createdAt: "2026-11-21T10:00:00.000Z",
  updatedAt: "2026-11-21T10:00:00.000Z",
  updatedBy: null,
};

function respond(path: string): Response | undefined {
  if (path === "/api/clients/c1") return json(testClient("c1"));
  if (path === "/api/clients/c1/welcome-flow") return json({ welcomeFlowCompletedAt: null, completedBy: null });
  if (path === "/api/clients/c1/tasks") {
    return json(
      overview({
        clientTasks: [task({ taskId: "kickoff-call", dueDate: dayFromToday(-1) })],
        policies: [{ policyId: "p1", label: "Policy 1 · Life", tasks: [task({ taskId: "pfml", policyId: "p1" })] }],
      }),
    );
  }
  const taskMatch = /^\/api\/clients\/c1\/tasks\/([^/]+)$/.exec(path);
  if (taskMatch?.[1]) {
    return json(taskDetail({ taskId: taskMatch[1] as "pfml", allowedStatuses: ["DONE", "NIGO"] }));
  }
  if (path.startsWith("/api/clients/c1/calls/")) return json(callDetails());
  if (path === "/api/clients/c1/documents/meta") return json([DOCUMENT]);
  // The home's explorer-sites section: none, so the page shows its empty state rather than an error.
  if (path.startsWith("/api/clients/c1/explorer-pages")) return json({ data: [], count: 0 });
  return undefined;
}

async function violations(): Promise<string[]> {
  // jsdom has no layout: colour contrast is checked by the Playwright axe run instead.
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

describe("hub pages are axe-clean (structure, names, labels)", () => {
  it.each([
    ["home", "/client/c1", "Your onboarding", testUser],
    ["welcome", "/client/c1/welcome", "Welcome to your onboarding portal", benAdmin],
    ["call task", "/client/c1/task/kickoff-call", "Kickoff Call", testUser],
    ["upload task", "/client/c1/task/pfml/p1", "Paid Family and Medical Leave (PFML)", testUser],
    ["link task", "/client/c1/task/enrollment-resources", "Enrollment Resources", benAdmin],
    ["resources", "/client/c1/resources-listing", "Employee & Employer Resources", benAdmin],
    ["unknown task", "/client/c1/task/nope", "Task not found", benAdmin],
    ["home in Spanish", "/es/client/c1", "Su incorporación", testUser],
    ["upload task in Spanish", "/es/client/c1/task/pfml/p1", "Licencia familiar y médica pagada (PFML)", testUser],
    ["call task in Spanish", "/es/client/c1/task/kickoff-call", "Llamada de inicio", testUser],
  ])("%s", async (_name, path, heading, user) => {
    renderApp(path, { user, respond });
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    // Let the page's queries settle before auditing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });
});
