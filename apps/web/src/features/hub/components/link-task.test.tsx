import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import { benAdmin, json, overview, taskDetail } from "../hub-test-support";

const EIF = "/client/c1/task/eif-submit-company-information/step";

/** The draft's outline is all the links read: the first step is complete, the second is not. */
const DRAFT = {
  outline: [
    { stepId: "company-information", complete: true, subSteps: [{ subStepId: "tax-id", complete: true }] },
    {
      stepId: "plan-administrators-&-billing",
      complete: false,
      subSteps: [{ subStepId: "plan-administrators", complete: false }],
    },
    { stepId: "review-&-submit", complete: false, subSteps: [{ subStepId: "review", complete: false }] },
  ],
};

function respond(path: string): Response | undefined {
  if (path === "/api/clients/c1/draft") return json(DRAFT);
  if (path === "/api/clients/c1/tasks") return json(overview());
  const taskMatch = /^\/api\/clients\/c1\/tasks\/([^/]+)$/.exec(path);
  if (taskMatch?.[1]) return json(taskDetail({ taskId: taskMatch[1] as "company-profile" }));
  return undefined;
}

describe("links into the EIF", () => {
  it.each(["company-profile", "eif-submit-company-information"])(
    "the %s task opens the form at its first step that is not complete",
    async (taskId) => {
      renderApp(`/client/c1/task/${taskId}`, { user: benAdmin, respond });
      const link = await screen.findByRole("link", { name: "Open the company information form" });
      await waitFor(() => expect(link.getAttribute("href")).toBe(`${EIF}/plan-administrators-%26-billing`));
    },
  );

  it("a click before the draft has loaded waits for it and opens that step, not the first", async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { router } = renderApp("/client/c1/task/eif-submit-company-information", {
      user: benAdmin,
      respond: async (path) => {
        if (path !== "/api/clients/c1/draft") return respond(path);
        await held;
        return json(DRAFT);
      },
    });
    const link = await screen.findByRole("link", { name: "Open the company information form" });
    await user.click(link);
    expect(router.state.location.pathname).toBe("/client/c1/task/eif-submit-company-information");
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${EIF}/plan-administrators-%26-billing`));
  });

  it("the hub menu's Company profile opens the same step", async () => {
    const user = userEvent.setup();
    renderApp("/client/c1/resources-listing", { user: benAdmin, respond });
    await user.click(await screen.findByRole("button", { name: "Account menu: Rosa Benitez" }));
    const item = await screen.findByRole("menuitem", { name: "Company profile" });
    await waitFor(() => expect(item.getAttribute("href")).toBe(`${EIF}/plan-administrators-%26-billing`));
  });
});
