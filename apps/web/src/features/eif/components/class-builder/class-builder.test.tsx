import type { EmployeeClass } from "@onboard/domain/eif/employee-class-schemas";
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answerByMethod, callsTo, json } from "../../../../test/fake-fetch";
import { testUser } from "../../../../test/fixtures";
import { renderApp } from "../../../../test/render-app";
import { DRAFT_PATH, draftOf, fakeDraftServer, plan } from "../../eif-test-support";

const BUILDER =
  "/client/c1/task/eif-submit-company-information/step/plan-configuration-%26-eligibility/employee-classes";
const CLASSES = "/api/clients/c1/employee-classes";
const LTD_PLAN = plan({ id: "99999999-9999-4999-8999-999999999999", benefitType: "LTD", name: "Long Term Disability" });

function employeeClass(overrides: Partial<EmployeeClass> = {}): EmployeeClass {
  return {
    id: "66666666-6666-4666-8666-666666666666",
    name: "Salaried",
    description: null,
    employmentTypes: ["SALARIED"],
    minimumHoursPerWeek: 30,
    plans: [],
    version: 2,
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

const initOf = (call: unknown[] | undefined) => call?.[1] as RequestInit | undefined;
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String(initOf(call)?.body));
const ifMatchOf = (call: unknown[] | undefined) => new Headers(initOf(call)?.headers).get("If-Match");

describe("the class builder", () => {
  it("creates the first class with asFirstClass, then opens it for its plans", async () => {
    const created = employeeClass({ name: "Hourly" });
    const { fetchMock, router } = renderApp(`${BUILDER}/create`, { user: testUser });
    answerByMethod(fetchMock, (path, method) => {
      if (path === CLASSES && method === "GET") return json([]);
      if (path === CLASSES && method === "POST") return json(created, 201);
      if (path === `${CLASSES}/${created.id}`) return json(created);
      return undefined;
    });
    fakeDraftServer(fetchMock, draftOf({ plans: [plan(), LTD_PLAN] }));
    expect(await screen.findByRole("heading", { level: 1, name: "Create Employee Class" })).toBeTruthy();
    fireEvent.change(await screen.findByRole("textbox", { name: /Class name/ }), { target: { value: "Hourly" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Hourly" }));
    fireEvent.click(screen.getByRole("button", { name: "Create class" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Employee Class" })).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, CLASSES, "POST")[0])).toEqual({
      name: "Hourly",
      description: null,
      employmentTypes: ["HOURLY"],
      minimumHoursPerWeek: null,
      asFirstClass: true,
    });
    expect(router.state.location.pathname).toBe(`${BUILDER}/${created.id}`);
    expect(screen.getByRole("group", { name: "Long Term Disability" })).toBeTruthy();
  });

  it("refreshes the draft and the list and says so when someone created classes meanwhile (409 ALREADY_HAS_CLASSES)", async () => {
    let classes: EmployeeClass[] = [];
    const { fetchMock } = renderApp(`${BUILDER}/create`, { user: testUser });
    answerByMethod(fetchMock, (path, method) => {
      if (path === CLASSES && method === "GET") return json(classes);
      if (path === CLASSES && method === "POST") {
        classes = [employeeClass({ name: "Theirs" })];
        return json({ message: "The client already has employee classes", code: "ALREADY_HAS_CLASSES" }, 409);
      }
      return undefined;
    });
    fakeDraftServer(fetchMock, draftOf());
    fireEvent.change(await screen.findByRole("textbox", { name: /Class name/ }), { target: { value: "Mine" } });
    fireEvent.click(screen.getByRole("button", { name: "Create class" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Someone else added classes")).toBeTruthy();
    await screen.findByRole("button", { name: "Create class" });
    expect(callsTo(fetchMock, CLASSES, "GET").length).toBeGreaterThanOrEqual(2);
    expect(callsTo(fetchMock, DRAFT_PATH, "GET").length).toBeGreaterThanOrEqual(2);

    // Saving again is no longer a first class.
    fireEvent.click(screen.getByRole("button", { name: "Create class" }));
    await screen.findByRole("alert");
    expect(bodyOf(callsTo(fetchMock, CLASSES, "POST")[1]).asFirstClass).toBe(false);
  });

  it("after a 412 shows the class as saved by the other person, and says so", async () => {
    let current = employeeClass();
    const { fetchMock } = renderApp(`${BUILDER}/${current.id}`, { user: testUser });
    answerByMethod(fetchMock, (path, method) => {
      if (path === `${CLASSES}/${current.id}` && method === "GET") return json(current);
      if (path === `${CLASSES}/${current.id}` && method === "PUT") {
        current = employeeClass({ name: "Their name", version: 3 });
        return json({ message: ERROR_MESSAGES.preconditionFailed, code: "PRECONDITION_FAILED" }, 412);
      }
      if (path === CLASSES) return json([current]);
      return undefined;
    });
    fakeDraftServer(fetchMock, draftOf());
    const name = await screen.findByRole("textbox", { name: /Class name/ });
    await screen.findByDisplayValue("Salaried");
    fireEvent.change(name, { target: { value: "My name" } });
    fireEvent.click(screen.getByRole("button", { name: "Save class" }));
    expect(
      await screen.findByText(
        "Someone else changed this while you were editing it. It has been reloaded: check it, then save again.",
      ),
    ).toBeTruthy();
    await screen.findByDisplayValue("Their name");
    expect(ifMatchOf(callsTo(fetchMock, `${CLASSES}/${current.id}`, "PUT")[0])).toBe('"2"');
  });

  it("chooses a class's plans with If-Match, and deletes the class after confirming", async () => {
    const current = employeeClass();
    const { fetchMock, router } = renderApp(`${BUILDER}/${current.id}`, { user: testUser });
    answerByMethod(fetchMock, (path, method) => {
      if (path === `${CLASSES}/${current.id}` && method === "GET") return json(current);
      if (path === `${CLASSES}/${current.id}` && method === "DELETE") return new Response(null, { status: 204 });
      if (path === `${CLASSES}/${current.id}/plans/set-benefit-type-plans`) {
        return json({ ...current, version: 3, plans: [] });
      }
      if (path === CLASSES) return json([current]);
      return undefined;
    });
    fakeDraftServer(fetchMock, draftOf({ plans: [plan(), LTD_PLAN] }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Long Term Disability" }));
    const plansPath = `${CLASSES}/${current.id}/plans/set-benefit-type-plans`;
    await waitFor(() => expect(callsTo(fetchMock, plansPath, "POST")).toHaveLength(1));
    const call = callsTo(fetchMock, plansPath, "POST")[0];
    expect(bodyOf(call)).toEqual({ benefitType: "LTD", planIds: [LTD_PLAN.id] });
    expect(ifMatchOf(call)).toBe('"2"');

    fireEvent.click(screen.getByRole("button", { name: "Delete class" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete employee class" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Employee classes" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(
      "/client/c1/task/eif-submit-company-information/step/plan-configuration-%26-eligibility/employee-classes",
    );
    expect(callsTo(fetchMock, `${CLASSES}/${current.id}`, "DELETE")).toHaveLength(1);
  });
});
