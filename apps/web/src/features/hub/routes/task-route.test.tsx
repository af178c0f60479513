import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { answerByMethod, benAdmin, callDetails, callsTo, json, overview, taskDetail } from "../hub-test-support";

afterEach(() => vi.unstubAllGlobals());

const CALL_PATH = "/api/clients/c1/calls/kickoff";

describe("task pages", () => {
  it("says Task not found for an unknown task id, without asking the server", async () => {
    const { fetchMock } = renderApp("/client/c1/task/not-a-task", { user: benAdmin });
    expect(await screen.findByRole("heading", { level: 1, name: "Task not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to your tasks" }).getAttribute("href")).toBe("/client/c1");
    expect(callsTo(fetchMock, "/api/clients/c1/tasks/not-a-task")).toHaveLength(0);
  });

  it("says Task not found when the server does not know the task", async () => {
    renderApp("/client/c1/task/pfml/p9", {
      user: benAdmin,
      respond: (path) =>
        path === "/api/clients/c1/tasks/pfml" ? json({ message: "Task not found", code: "NOT_FOUND" }, 404) : undefined,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Task not found" })).toBeTruthy();
  });

  it("shows who updated a call, and saves it with the version it loaded", async () => {
    const user = userEvent.setup();
    let stored = callDetails();
    const { fetchMock } = renderApp("/client/c1/task/kickoff-call", {
      user: testUser,
      respond: (path) => {
        if (path === "/api/clients/c1/tasks/kickoff-call") return json(taskDetail({ taskId: "kickoff-call" }));
        if (path === "/api/clients/c1/tasks") return json(overview());
        if (path === CALL_PATH) return json(stored);
        return undefined;
      },
    });
    answerByMethod(fetchMock, (path, method, init) => {
      if (path !== CALL_PATH || method !== "PUT") return undefined;
      stored = { ...stored, ...JSON.parse(String(init?.body)), version: 4, updatedBy: null };
      return json(stored);
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Kickoff Call" })).toBeTruthy();
    expect(await screen.findByRole("combobox", { name: "Set call status" })).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Last update" }));
    expect(await screen.findByText(/^Updated by Avery Admin on /)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Last update" }));

    await waitFor(() => expect(screen.getByRole("radio", { name: "Video call" })).toHaveProperty("checked", true));
    await user.click(screen.getByRole("radio", { name: "Phone call" }));
    await user.click(screen.getByRole("checkbox", { name: "Claims" }));
    await user.click(screen.getByRole("button", { name: "Add person" }));
    await user.type(screen.getByRole("textbox", { name: "Name of person 2" }), "Sam Ortiz");
    await user.type(screen.getByRole("textbox", { name: "E-mail of person 2" }), "sam@harborview.test");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(callsTo(fetchMock, CALL_PATH, "PUT")).toHaveLength(1));
    const [call] = callsTo(fetchMock, CALL_PATH, "PUT");
    expect(new Headers(call?.[1]?.headers).get("if-match")).toBe('"3"');
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toMatchObject({
      selection: "phone",
      topics: ["billing", "claims"],
      people: [
        { name: "Rosa Benitez", email: "rosa@harborview.test" },
        { name: "Sam Ortiz", email: "sam@harborview.test" },
      ],
      status: "Pending",
    });
    await user.click(screen.getByRole("button", { name: "Last update" }));
    expect(await screen.findByText("Updated by the Sun Life team")).toBeTruthy();
  });

  it("says the update data is loading, then credits the carrier's team when no user is recorded", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const { fetchMock } = renderApp("/client/c1/task/ongoing-service-call", {
      user: benAdmin,
      respond: (path) => {
        if (path === "/api/clients/c1/tasks/ongoing-service-call") {
          return json(taskDetail({ taskId: "ongoing-service-call" }));
        }
        if (path === "/api/clients/c1/tasks") return json(overview());
        return undefined;
      },
    });
    answerByMethod(fetchMock, (path) =>
      path === "/api/clients/c1/calls/install"
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Ongoing Service Call" })).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Last update" }));
    expect(await screen.findByText("Loading update data...")).toBeTruthy();
    answer(json(callDetails({ call: "install", updatedBy: null })));
    expect(await screen.findByText("Updated by the Sun Life team")).toBeTruthy();
  });

  it("says so when someone else saved the call first, and reloads it", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp("/client/c1/task/kickoff-call", {
      user: benAdmin,
      respond: (path) => {
        if (path === "/api/clients/c1/tasks/kickoff-call") return json(taskDetail({ taskId: "kickoff-call" }));
        if (path === "/api/clients/c1/tasks") return json(overview());
        if (path === CALL_PATH) return json(callDetails());
        return undefined;
      },
    });
    answerByMethod(fetchMock, (path, method) =>
      path === CALL_PATH && method === "PUT"
        ? json({ message: "This record was changed by someone else.", code: "PRECONDITION_FAILED" }, 412)
        : undefined,
    );
    const form = await screen.findByRole("form", { name: "Call details" });
    await waitFor(() =>
      expect(within(form).getByRole("radio", { name: "Video call" })).toHaveProperty("checked", true),
    );
    // Clients see the call's status but do not set it.
    expect(within(form).queryByRole("combobox", { name: "Set call status" })).toBeNull();
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Someone else updated this call while you were editing/)).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, CALL_PATH).length).toBeGreaterThanOrEqual(2));
    const [put] = callsTo(fetchMock, CALL_PATH, "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).not.toHaveProperty("status");
  });
});
