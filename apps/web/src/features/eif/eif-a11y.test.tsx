import { screen, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { answerByMethod, json } from "../../test/fake-fetch";
import { testUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { draftOf, fakeDraftServer, location, plan, policy } from "./eif-test-support";

const BASE = "/client/c1/task/eif-submit-company-information";
const CLASS = {
  id: "66666666-6666-4666-8666-666666666666",
  name: "Salaried",
  description: "Salaried employees",
  employmentTypes: ["FULL_TIME", "SALARIED"],
  minimumHoursPerWeek: 30,
  plans: [
    {
      planId: plan().id,
      policyId: policy().id,
      benefitType: "STD",
      planName: "Short Term Disability",
      waitingPeriodRule: "FIRST_OF_MONTH_FOLLOWING",
      waitingPeriodValue: 1,
      waitingPeriodUnit: "MONTHS",
      contributionType: "SHARED",
      employerContributionPercent: 50,
      employeeContributionPercent: 50,
      taxTreatment: "PRE_TAX",
    },
  ],
  version: 2,
  updatedAt: "2026-11-20T10:00:00.000Z",
};
const CONTACT = {
  id: "77777777-7777-4777-8777-777777777777",
  firstName: "Rosa",
  lastName: "Benitez",
  email: "rosa@harborview.test",
  title: "HR Director",
  phoneNumber: null,
  faxNumber: null,
  address1: null,
  address2: null,
  city: null,
  state: null,
  zipCode: null,
  type: "PRIMARY_WEB_ADMIN",
  locationId: null,
  access: ["claims", "billing"],
  locationManagementType: "ALL",
  managedLocationIds: [],
  version: 1,
};

async function violations(): Promise<string[]> {
  // jsdom has no layout: colour contrast is checked by the Playwright axe run instead.
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

const COMPENSATIONS = [
  {
    id: "77777777-7777-4777-8777-777777777771",
    employeeClassId: CLASS.id,
    compensationType: "BONUS",
    isIncluded: true,
    averagingPeriodMonths: 12,
  },
  {
    id: "77777777-7777-4777-8777-777777777772",
    employeeClassId: null,
    compensationType: "COMMISSION",
    isIncluded: false,
    averagingPeriodMonths: null,
  },
];

describe("the employee classes sub-step", () => {
  it("shows the additional compensation on file, per class or for all classes", async () => {
    const view = renderApp(`${BASE}/step/plan-configuration-%26-eligibility/employee-classes`, { user: testUser });
    answerByMethod(view.fetchMock, (url) => {
      if (url === "/api/clients/c1/employee-classes") return json([CLASS]);
      if (url === "/api/clients/c1/additional-compensations") return json(COMPENSATIONS);
      return undefined;
    });
    fakeDraftServer(view.fetchMock, draftOf({}));
    const table = await screen.findByRole("table", { name: "Additional compensation" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "CompensationApplies toCounted as earnings",
      `Bonus${CLASS.name}Yes, averaged over 12 months`,
      "CommissionAll classesNo",
    ]);
  });
});

describe("EIF pages are axe-clean (structure, names, labels)", () => {
  it.each([
    ["tax id", `${BASE}/step/company-information/tax-id`, "Tax ID"],
    ["current policies", `${BASE}/step/company-information/current-policies`, "Current policies"],
    ["locations", `${BASE}/step/company-information/locations`, "Locations"],
    ["plan administrators", `${BASE}/step/plan-administrators-%26-billing/plan-administrators`, "Plan administrators"],
    [
      "billing preferences",
      `${BASE}/step/plan-administrators-%26-billing/billing-preferences/policy/${policy().id}`,
      "Billing preferences: policy 900100",
    ],
    ["claims payment", `${BASE}/step/plan-administrators-%26-billing/claims-payment`, "Claims payment"],
    ["employee classes", `${BASE}/step/plan-configuration-%26-eligibility/employee-classes`, "Employee classes"],
    ["rehire", `${BASE}/step/plan-configuration-%26-eligibility/rehire`, "Rehire"],
    ["erisa", `${BASE}/step/other-contract-details/erisa`, "ERISA"],
    ["review", `${BASE}/step/review-%26-submit/review`, "Review"],
    ["not applicable", `${BASE}/step/other-contract-details/malpractice`, null],
    ["class builder", `${BASE}/step/plan-configuration-%26-eligibility/employee-classes/${CLASS.id}`, "Eligibility"],
    ["tax id in Spanish", `/es${BASE}/step/company-information/tax-id`, "Número de identificación fiscal"],
    ["review in Spanish", `/es${BASE}/step/review-%26-submit/review`, "Revisión"],
  ])("%s", async (_name, path, heading) => {
    const view = renderApp(path, { user: testUser });
    answerByMethod(view.fetchMock, (url) => {
      if (url === "/api/clients/c1/contacts") return json([CONTACT]);
      if (url === "/api/clients/c1/employee-classes") return json([CLASS]);
      if (url === `/api/clients/c1/employee-classes/${CLASS.id}`) return json(CLASS);
      if (url === "/api/clients/c1/bills") return json({ bills: [], deletedBills: [] });
      if (url === "/api/clients/c1/additional-compensations") return json(COMPENSATIONS);
      if (url === "/api/ben-admin-platforms")
        return json([{ id: "88888888-8888-4888-8888-888888888888", name: "Benefitfocus", url: null }]);
      return undefined;
    });
    fakeDraftServer(
      view.fetchMock,
      draftOf({
        locations: [location()],
        answers: { isErisaPlan: true, legalName: "Harborview" },
        counts: { contacts: 1 },
      }),
    );
    if (heading) expect(await screen.findByRole("heading", { level: 2, name: heading })).toBeTruthy();
    else expect(await screen.findByText("This part does not apply")).toBeTruthy();
    // Let the page's queries settle before auditing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });
});
