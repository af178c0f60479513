import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { draftOf, fakeDraftServer, policy } from "../eif-test-support";

const BASE = "/client/c1/task/eif-submit-company-information";

function stepList() {
  return screen.findByRole("navigation", { name: "Form steps" });
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("the EIF step list", () => {
  it("shows all five steps and only the sub-steps that apply, a per-policy one once per policy", async () => {
    const policies = [
      policy(),
      policy({ id: "55555555-5555-4555-8555-555555555555", policyNumber: "900200", primaryPolicy: false }),
    ];
    const view = renderApp(`${BASE}/step/company-information`, { user: testUser });
    fakeDraftServer(view.fetchMock, draftOf({ policies }));
    const nav = await stepList();
    for (const step of [
      "1. Company Information",
      "2. Plan Administrators & Billing",
      "3. Plan Configuration & Eligibility",
      "4. Other Contract Details",
      "5. Review & Submit",
    ]) {
      expect(within(nav).getByText(step)).toBeTruthy();
    }
    // NY policies with STD, LTD and basic life before 2026: no age rules, value-added services, malpractice or PFML.
    expect(linkNames(nav)).toEqual([
      "Tax ID",
      "Current policies",
      "Locations",
      "Subsidiaries",
      "Plan administrators",
      "Billing preferences: policy 900100",
      "Billing preferences: policy 900200",
      "Claims payment",
      "Monthly claims report",
      "Employee classes",
      "Rehire",
      "ERISA",
      "Section 125",
      "Review",
    ]);
    expect(within(nav).getByRole("link", { name: "Billing preferences: policy 900200" }).getAttribute("href")).toBe(
      `${BASE}/step/plan-administrators-%26-billing/billing-preferences/policy/55555555-5555-4555-8555-555555555555`,
    );
  });

  it("follows the answers: an EAP-only blended client has no billing preferences; PFML and healthcare add theirs", async () => {
    const view = renderApp(`${BASE}/step/company-information`, { user: testUser });
    fakeDraftServer(
      view.fetchMock,
      draftOf({
        policies: [policy({ coverages: ["LTD", "PFML", "VOLUNTARY_LIFE"], situs: "MA" })],
        answers: {
          isEapOnlyBlended: true,
          industrySegment: "HEALTHCARE_PROFESSIONALS",
          voluntaryLifeIncludesSpouse: true,
        },
      }),
    );
    const names = linkNames(await stepList());
    expect(names).not.toContain("Billing preferences: policy 900100");
    expect(names).toEqual(
      expect.arrayContaining(["Age rules", "Malpractice", "Value-added services", "Paid family and medical leave"]),
    );
  });

  it("marks complete sub-steps and the current one", async () => {
    const view = renderApp(`${BASE}/step/company-information/current-policies`, { user: testUser });
    fakeDraftServer(
      view.fetchMock,
      draftOf({
        answers: {
          legalName: "Harborview",
          taxId: "12-3456789",
          natureOfBusiness: "Freight",
          industrySegment: "RETAIL",
          employeesNumber: 120,
        },
      }),
    );
    const nav = await stepList();
    const taxId = within(nav).getByRole("link", { name: "Tax ID" });
    expect(taxId.parentElement?.textContent).toContain("Complete");
    const current = within(nav).getByRole("link", { name: "Current policies" });
    expect(current.getAttribute("aria-current")).toBe("step");
    expect(current.parentElement?.textContent).not.toContain("Complete");
  });
});
