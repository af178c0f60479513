import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testClient, testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { resetWelcomeShown } from "../hooks/welcome-redirect";
import { answerByMethod, benAdmin, callsTo, dayFromToday, json, overview, task } from "../hub-test-support";

beforeEach(() => resetWelcomeShown());
afterEach(() => vi.unstubAllGlobals());

const TASKS = overview({
  clientTasks: [
    task({ taskId: "kickoff-call", status: "DONE", dueDate: dayFromToday(-10) }),
    task({ taskId: "prior-carrier-certificates", status: "NOT_STARTED", dueDate: dayFromToday(-2) }),
    task({ taskId: "onboarding-forms", status: "IN_PROGRESS", dueDate: dayFromToday(0) }),
  ],
  policies: [
    {
      policyId: "p1",
      label: "Policy 2541209 · Long Term Disability, Life",
      tasks: [
        task({ taskId: "prior-carrier-bills", policyId: "p1", status: "NIGO", dueDate: dayFromToday(5) }),
        task({ taskId: "pfml", policyId: "p1", status: "UPCOMING", dueDate: dayFromToday(6) }),
      ],
    },
  ],
});

function hubServer(options: { completed?: boolean; completedSetup?: boolean } = {}) {
  let completedAt = options.completed === false ? null : "2026-11-01T10:00:00.000Z";
  const respond = (path: string): Response | undefined => {
    if (path === "/api/clients/c1") return json(testClient("c1", { completedSetup: options.completedSetup ?? true }));
    if (path === "/api/clients/c1/tasks") return json(TASKS);
    if (path === "/api/clients/c1/welcome-flow")
      return json({ welcomeFlowCompletedAt: completedAt, completedBy: null });
    if (path === "/api/clients/c1/complete-welcome-flow") {
      completedAt = "2026-11-21T10:00:00.000Z";
      return json({ welcomeFlowCompletedAt: completedAt, completedBy: { id: "u2", name: "Rosa Benitez" } });
    }
    return undefined;
  };
  return respond;
}

describe("hub home", () => {
  it("groups client tasks, then each policy, with status labels and due-date warnings", async () => {
    renderApp("/client/c1", { user: benAdmin, respond: hubServer() });
    expect(await screen.findByRole("heading", { level: 1, name: "Your onboarding" })).toBeTruthy();
    await screen.findByRole("region", { name: "Your tasks" });
    const groups = screen.getAllByRole("heading", { level: 2 });
    expect(groups.map((heading) => heading.textContent).slice(0, 2)).toEqual([
      "Your tasks",
      "Policy 2541209 · Long Term Disability, Life",
    ]);

    const yours = screen.getByRole("region", { name: "Your tasks" });
    const rows = within(yours).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual([
      "Kickoff Call",
      "Prior Carrier Certificates",
      "Onboarding Forms",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("Completed")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByText("Past Due")).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText("Past Due")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("Not Started")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("Due today")).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/client/c1/task/prior-carrier-certificates");

    const policy = screen.getByRole("region", { name: "Policy 2541209 · Long Term Disability, Life" });
    const policyRows = within(policy).getAllByRole("listitem");
    expect(within(policyRows[0] as HTMLElement).getByText("Action Required")).toBeTruthy();
    expect(within(policyRows[0] as HTMLElement).getByText("Due Soon")).toBeTruthy();
    expect(
      within(policyRows[0] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/client/c1/task/prior-carrier-bills/p1");
    expect(within(policyRows[1] as HTMLElement).queryByText("Due Soon")).toBeNull();
  });

  it("records feedback and thanks the user", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/client/c1", { user: benAdmin, respond: hubServer() });
    answerByMethod(fetchMock, (path, method) =>
      path === "/api/clients/c1/feedback" && method === "POST"
        ? json({ id: "f1", rating: 4, comment: "Smooth", createdAt: "2026-11-21T10:00:00.000Z" }, 201)
        : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("Please choose a rating.")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "4" }));
    await user.type(screen.getByRole("textbox", { name: "Comment (optional)" }), "Smooth");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("Thank you for your feedback!")).toBeTruthy();
    const [call] = callsTo(fetchMock, "/api/clients/c1/feedback", "POST");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ rating: 4, comment: "Smooth" });
  });

  it("sends a client user to the welcome once; completing it leads home, and it is skipped afterwards", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp("/client/c1", { user: benAdmin, respond: hubServer({ completed: false }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome to your onboarding portal" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(within(screen.getByRole("main")).getByText("Iris Chen")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Get started" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your onboarding" })).toBeTruthy();
    expect(callsTo(fetchMock, "/api/clients/c1/complete-welcome-flow", "POST")).toHaveLength(1);

    await router.navigate("/client/c1/welcome");
    await waitFor(() => expect(router.state.location.pathname).toBe("/client/c1"));
    expect(await screen.findByRole("heading", { level: 1, name: "Your onboarding" })).toBeTruthy();
  });

  it("shows setup pending while the client's setup is incomplete", async () => {
    renderApp("/client/c1", { user: benAdmin, respond: hubServer({ completedSetup: false }) });
    expect(await screen.findByRole("heading", { level: 1, name: "We're still setting up your portal" })).toBeTruthy();
    expect(screen.getByText("Your implementation consultant: Iris Chen")).toBeTruthy();
  });

  it("never redirects staff: they see the hub as it is", async () => {
    const { fetchMock } = renderApp("/client/c1", {
      user: testUser,
      respond: hubServer({ completed: false, completedSetup: false }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Your onboarding" })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, "/api/clients/c1/tasks")).toHaveLength(1));
    expect(callsTo(fetchMock, "/api/clients/c1/welcome-flow")).toHaveLength(0);
  });

  it("links carrier staff, and only them, to the client's push to QPS", async () => {
    renderApp("/client/c1", { user: testUser, respond: hubServer() });
    const actions = await screen.findByRole("navigation", { name: "Carrier actions" });
    expect(within(actions).getByRole("link", { name: "Push to QPS" }).getAttribute("href")).toBe(
      "/client/c1/push-to-qps",
    );
  });

  it("shows a client user no link to the push to QPS", async () => {
    renderApp("/client/c1", { user: benAdmin, respond: hubServer() });
    await screen.findByRole("region", { name: "Your tasks" });
    expect(screen.queryByRole("link", { name: "Push to QPS" })).toBeNull();
  });
});
