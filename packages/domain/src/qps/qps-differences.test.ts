import { describe, expect, it } from "vitest";
import type { PlanDesignPreview } from "./plan-design";
import { qpsDifferences } from "./qps-differences";
import type { QpsPlanDesign } from "./qps-wire";

const portal: PlanDesignPreview = {
  caseId: "C-1",
  clientName: "Acme",
  policies: [{ policyNumber: "100", effectiveDate: "2027-01-01", situsState: "MA", coverages: ["STD", "LTD"] }],
  plans: [
    { planKey: "plan-1", policyNumber: "100", benefitType: "STD", name: "Short term", maximumBenefitAmount: null },
  ],
  classes: [
    { classKey: "class-1", name: "All", employmentTypes: ["FULL_TIME"], minimumHoursPerWeek: 30, planKeys: ["plan-1"] },
  ],
};

describe("qpsDifferences", () => {
  it("finds none when QPS holds what the portal has, whatever the order of lists", () => {
    const same: QpsPlanDesign = {
      ...portal,
      policies: [{ policyNumber: "100", effectiveDate: "2027-01-01", situsState: "MA", coverages: ["LTD", "STD"] }],
    };
    expect(qpsDifferences(portal, same)).toEqual([]);
  });

  it("lists each differing field, and which ones an import may bring in", () => {
    const qps: QpsPlanDesign = {
      caseId: "C-1",
      clientName: "Acme Inc",
      policies: [
        { policyNumber: "100", effectiveDate: "2027-02-01", situsState: "MA", coverages: ["STD"] },
        { policyNumber: "900", effectiveDate: "2027-01-01", situsState: "NY", coverages: [] },
      ],
      plans: [
        { planKey: "plan-1", policyNumber: "100", benefitType: "STD", name: "STD Core", maximumBenefitAmount: 2000 },
      ],
      classes: [],
    };
    expect(
      qpsDifferences(portal, qps).map((d) => [d.record, d.recordKey, d.attribute, d.portal, d.qps, d.importable]),
    ).toEqual([
      ["case", "C-1", "name", "Acme", "Acme Inc", false],
      ["policy", "100", "policyEffective", "2027-01-01", "2027-02-01", true],
      ["policy", "100", "slfCoverages", "LTD, STD", "STD", false],
      ["policy", "900", "exists", null, "yes", false],
      ["plan", "plan-1", "name", "Short term", "STD Core", true],
      ["plan", "plan-1", "maximumBenefitAmount", null, "2000", true],
      ["employeeClass", "class-1", "exists", "yes", null, false],
    ]);
  });
});
