import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import {
  baseServer,
  bodyOf,
  callsTo,
  detail,
  json,
  PAGE_ID,
  PAGE_PATH,
  PLAN_IDS,
} from "../explorer-admin-test-support";

afterEach(() => vi.unstubAllGlobals());

const EDIT = `/clients/admin/c1/manage/benefits-explorer/${PAGE_ID}`;

function render() {
  return renderApp(EDIT, {
    user: testUser,
    respond: (path) => (path === PAGE_PATH ? json(detail()) : baseServer(path)),
  });
}

const planHeadings = () =>
  within(screen.getByRole("region", { name: "Plans" }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("the plans editor", { timeout: 30_000 }, () => {
  it("reorders with Move up / Move down, and saves the new order", async () => {
    const user = userEvent.setup();
    const { fetchMock } = render();
    await screen.findByRole("button", { name: "Save site" });
    expect(planHeadings()).toEqual(["1. Basic Life", "2. Voluntary Life"]);
    expect(screen.getByRole("button", { name: "Move up Basic Life" }).getAttribute("aria-disabled")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Move down Basic Life" }));
    expect(planHeadings()).toEqual(["1. Voluntary Life", "2. Basic Life"]);
    // From the keyboard: the moved plan's button keeps the focus, even at the top.
    screen.getByRole("button", { name: "Move up Basic Life" }).focus();
    await user.keyboard("{Enter}");
    expect(planHeadings()).toEqual(["1. Basic Life", "2. Voluntary Life"]);
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move up Basic Life");
    await user.keyboard("{Enter}");
    expect(planHeadings()).toEqual(["1. Basic Life", "2. Voluntary Life"]);
    await user.click(screen.getByRole("button", { name: "Move down Basic Life" }));
    await user.click(screen.getByRole("button", { name: "Save site" }));
    await waitFor(() => expect(callsTo(fetchMock, PAGE_PATH, "PUT")).toHaveLength(1));
    const benefits = bodyOf(callsTo(fetchMock, PAGE_PATH, "PUT")[0]).benefits as { id: string }[];
    expect(benefits.map((plan) => plan.id)).toEqual([PLAN_IDS[1], PLAN_IDS[0]]);
  });

  it("adds a plan of a benefit type, with that type's plan types, and checks its fields", async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole("button", { name: "Save site" });
    await user.click(screen.getByRole("combobox", { name: "Benefit type of the new plan" }));
    await user.click(await screen.findByRole("option", { name: "Dental" }));
    await user.click(screen.getByRole("button", { name: "Add plan" }));
    expect(planHeadings()).toEqual(["1. Basic Life", "2. Voluntary Life", "3. Plan 3"]);

    await user.click(screen.getByRole("combobox", { name: /Plan type/ }));
    const options = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(options).toEqual(["PPO", "DHMO", "ASO PPO", "Indemnity"]);
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Save site" }));
    expect(await screen.findByText("Plan Name is required.")).toBeTruthy();
    expect(screen.getByText("Plan type is required")).toBeTruthy();
    expect(screen.getByText("Carrier id must be a whole number above 0.")).toBeTruthy();
  });

  it("removes a plan after a confirmation", async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole("button", { name: "Save site" });
    await user.click(screen.getByRole("button", { name: "Remove Basic Life" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this plan?" });
    expect(dialog.textContent).toContain("Basic Life will be removed from the site when you save.");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(planHeadings()).toEqual(["1. Voluntary Life"]);
  });
});
