import { describe, expect, it } from "vitest";
import {
  benefitTypesOverDocumentLimit,
  canAddPlanSummaryDocument,
  countPlanSummaryDocuments,
  dedupePlanSummaryDocuments,
  type PlanSummaryDocumentRef,
} from "./plan-summary-documents";

const docs = (count: number, benefitType: PlanSummaryDocumentRef["benefitType"] = "DENTAL"): PlanSummaryDocumentRef[] =>
  Array.from({ length: count }, (_, i) => ({ benefitType, documentKey: `${benefitType}-${i}` }));

describe("plan summary documents", () => {
  it("de-duplicates by document key, keeping the first", () => {
    const list = [
      { benefitType: "DENTAL" as const, documentKey: "a", name: "first" },
      { benefitType: "DENTAL" as const, documentKey: "b", name: "other" },
      { benefitType: "DENTAL" as const, documentKey: "a", name: "again" },
    ];
    expect(dedupePlanSummaryDocuments(list).map((d) => d.name)).toEqual(["first", "other"]);
  });

  it("counts distinct documents per benefit type", () => {
    const counts = countPlanSummaryDocuments([...docs(3), ...docs(3), ...docs(2, "VISION")]);
    expect(counts.get("DENTAL")).toBe(3);
    expect(counts.get("VISION")).toBe(2);
  });

  it("allows 15 per benefit type and refuses the 16th", () => {
    expect(benefitTypesOverDocumentLimit(docs(15))).toEqual([]);
    expect(benefitTypesOverDocumentLimit([...docs(16), ...docs(15, "VISION")])).toEqual(["DENTAL"]);
    expect(canAddPlanSummaryDocument(docs(14), { benefitType: "DENTAL", documentKey: "new" })).toBe(true);
    expect(canAddPlanSummaryDocument(docs(15), { benefitType: "DENTAL", documentKey: "new" })).toBe(false);
    expect(canAddPlanSummaryDocument(docs(15), { benefitType: "DENTAL", documentKey: "DENTAL-3" })).toBe(true);
    expect(canAddPlanSummaryDocument(docs(15), { benefitType: "VISION", documentKey: "new" })).toBe(true);
  });
});
