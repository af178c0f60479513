import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, json } from "../../../test/fake-fetch";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { DRAFT_PATH, draftOf, fakeDraftServer, location } from "../eif-test-support";

const BASE = "/client/c1/task/eif-submit-company-information";

function renderEif(path: string, draft = draftOf()) {
  const view = renderApp(`${BASE}${path}`, { user: testUser });
  const server = fakeDraftServer(view.fetchMock, draft);
  return { ...view, server };
}

const heading = (name: string) => screen.findByRole("heading", { level: 2, name });

describe("the EIF page", () => {
  it("shows a loading skeleton, then the step's first applicable sub-step", async () => {
    let release: () => void = () => {};
    const view = renderApp(`${BASE}/step/company-information`, { user: testUser });
    const fallback = view.fetchMock.getMockImplementation();
    view.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), "http://localhost").pathname === DRAFT_PATH) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return json(draftOf());
      }
      return fallback?.(input, init) as Promise<Response>;
    });
    expect(await screen.findByText("Loading this step…")).toBeTruthy();
    release();
    expect(await heading("Tax ID")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Legal name/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tax ID" }).getAttribute("aria-current")).toBe("step");
  });

  it("says so for an unknown step, with a link to the first step", async () => {
    renderEif("/step/nope");
    expect(await screen.findByText("This page is not part of the form")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Go to the first step" });
    expect(link.getAttribute("href")).toBe(`${BASE}/step/company-information`);
  });

  it("says so for a sub-step that does not apply to the client", async () => {
    // No healthcare segment and no LTD-only rule met: malpractice does not apply.
    renderEif("/step/other-contract-details/malpractice");
    expect(await screen.findByText("This part does not apply")).toBeTruthy();
  });

  it("lists what is missing on Next, marks the fields, and moves on with Skip for now", async () => {
    const { router } = renderEif("/step/company-information/tax-id");
    await heading("Tax ID");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    const alert = await screen.findByText("Some answers are missing");
    expect(alert).toBeTruthy();
    expect(screen.getByText("Legal name: Please provide a response")).toBeTruthy();
    const legalName = screen.getByRole("textbox", { name: /Legal name/ });
    expect(legalName.getAttribute("aria-invalid")).toBe("true");
    // Answering a question takes its message away.
    fireEvent.change(legalName, { target: { value: "Harborview Logistics" } });
    expect(legalName.getAttribute("aria-invalid")).not.toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Skip for now" }));
    expect(await heading("Current policies")).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${BASE}/step/company-information/current-policies`);
  });

  it("moves across steps to the next applicable sub-step when nothing is missing", async () => {
    const { router } = renderEif(
      "/step/company-information/subsidiaries",
      draftOf({ answers: { hasSubsidiaries: false } }),
    );
    await heading("Subsidiaries");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await heading("Plan administrators")).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${BASE}/step/plan-administrators-%26-billing/plan-administrators`);
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await heading("Subsidiaries")).toBeTruthy();
  });

  it("saves as the person types and says Saved; a stale version shows the conflict, and Reload shows the other answers", async () => {
    const { server, fetchMock } = renderEif("/step/company-information/tax-id");
    await heading("Tax ID");
    const legalName = screen.getByRole("textbox", { name: /Legal name/ });
    fireEvent.change(legalName, { target: { value: "Harborview" } });
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(server.patches()).toEqual([{ ifMatch: '"1"', body: { answers: { legalName: "Harborview" } } }]);

    server.bump({ legalName: "Their Harborview" });
    fireEvent.change(legalName, { target: { value: "Mine" } });
    const conflict = await screen.findByRole("alert");
    expect(within(conflict).getByText("Someone else saved this form")).toBeTruthy();
    fireEvent.click(within(conflict).getByRole("button", { name: "Reload" }));
    await screen.findByDisplayValue("Their Harborview");
    expect(screen.queryByText("Someone else saved this form")).toBeNull();
    expect(callsTo(fetchMock, DRAFT_PATH, "GET").length).toBeGreaterThanOrEqual(2);
  });

  it("keeps what was typed when there is no response, says so, and saves it once the browser is back online", async () => {
    const { server } = renderEif("/step/company-information/tax-id");
    await heading("Tax ID");
    server.setOffline(true);
    const legalName = screen.getByRole("textbox", { name: /Legal name/ });
    fireEvent.change(legalName, { target: { value: "Harborview" } });
    expect(await screen.findByText(/Not saved yet: no connection/)).toBeTruthy();
    expect((legalName as HTMLInputElement).value).toBe("Harborview");
    server.setOffline(false);
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(server.patches()).toEqual([{ ifMatch: '"1"', body: { answers: { legalName: "Harborview" } } }]);
  });

  it("flags an enrollment range over 30 days without refusing it", async () => {
    const { server } = renderEif("/step/company-information/current-policies");
    await heading("Current policies");
    fireEvent.change(screen.getByLabelText("Enrollment start date"), { target: { value: "2026-11-01" } });
    fireEvent.change(screen.getByLabelText("Enrollment end date"), { target: { value: "2026-12-15" } });
    expect(await screen.findByText("This date range is over 30 days")).toBeTruthy();
    await screen.findByText("Saved");
    expect(server.patches().at(-1)?.body).toEqual({
      answers: { enrollmentStartDate: "2026-11-01", enrollmentEndDate: "2026-12-15" },
    });
  });

  it("shows the locations and lets the person choose the headquarters", async () => {
    const { server } = renderEif(
      "/step/company-information/locations",
      draftOf({ locations: [location(), location({ id: "44444444-4444-4444-8444-444444444444", name: "Depot" })] }),
    );
    await heading("Locations");
    expect(screen.getByRole("button", { name: "Edit Depot" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Depot" }));
    await screen.findByText("Saved");
    expect(server.patches().at(-1)?.body).toEqual({
      answers: { headquartersLocationId: "44444444-4444-4444-8444-444444444444" },
    });
  });
});
