import { describe, expect, it } from "vitest";
import { formatDay } from "../../../lib/format-date-time";
import { DENTAL_PLAN, HMO_PLAN, PPO_PLAN, testDocument, testPage, testPlan } from "../explorer-test-support";
import { pickDocument } from "./document-link";
import { formatCarrierDay, formatMoney } from "./explorer-format";
import { pickMedicalVideo } from "./medical-video";
import { cardValues, tableRows } from "./plan-values";

describe("plan values", () => {
  it("shows the key values of each benefit type, formatted", () => {
    expect(cardValues(HMO_PLAN)).toEqual([
      { key: "medicalDeductibleIndividualInNetwork", value: "$500" },
      { key: "medicalOutOfPocketMaximumIndividualInNetwork", value: "$3,500" },
    ]);
    expect(cardValues(PPO_PLAN)[0]?.value).toBe("$1,250.50");
    expect(cardValues(DENTAL_PLAN).map((entry) => entry.value)).toEqual(["100%", "80%", "50%"]);
    const vision = testPlan({ id: "v", benefitType: "VISION", planType: "VISION", visionExamInNetwork: 10 });
    expect(cardValues(vision)).toEqual([{ key: "visionExamInNetwork", value: "$10" }]);
    expect(cardValues(testPlan({ id: "l", benefitType: "LIFE", planType: "BASIC_LIFE", wellnessAmount: 50 }))).toEqual([
      { key: "wellnessAmount", value: "$50" },
    ]);
  });

  it("builds the legacy table's rows, leaving out fields no plan has", () => {
    const other = testPlan({
      id: "d2",
      benefitType: "DENTAL",
      dentalTypeOneInNetwork: 90,
      dentalTypeOneOutOfNetwork: 70,
    });
    const rows = tableRows("DENTAL", [DENTAL_PLAN, other]);
    expect(rows[0]).toEqual({ key: "dentalTypeOneInNetwork", values: ["100%", "90%"] });
    expect(rows.find((row) => row.key === "dentalTypeOneOutOfNetwork")?.values).toEqual([null, "70%"]);
    expect(rows.some((row) => row.key === "dentalOrthodonticMaximumAdultAmount")).toBe(false);
  });
});

describe("formats", () => {
  it("formats days per language without shifting them across time zones", () => {
    expect(formatDay("2026-11-01", "en-US", "long")).toBe("November 1, 2026");
    expect(formatDay("2026-11-01", "es-US", "long")).toBe("1 de noviembre de 2026");
    // Midnight UTC is still the previous day for the carrier (America/New_York).
    expect(formatCarrierDay("2027-01-15T03:00:00.000Z", "en")).toBe("January 14, 2027");
    expect(formatMoney(1234)).toBe("$1,234");
    expect(formatMoney(1234.5)).toBe("$1,234.50");
  });
});

describe("language choices", () => {
  const en = testDocument(1, "summary.pdf");
  const es = testDocument(2, "resumen.pdf");

  it("picks the document in the reader's language, else the English one", () => {
    expect(pickDocument(en, es, "es")).toEqual({ document: es, language: "es" });
    expect(pickDocument(en, null, "es")).toEqual({ document: en, language: "en" });
    expect(pickDocument(en, es, "en")).toEqual({ document: en, language: "en" });
    expect(pickDocument(null, es, "en")).toEqual({ document: es, language: "es" });
    expect(pickDocument(null, null, "en")).toBeNull();
  });

  it("plays the medical video in the chosen language", () => {
    const video = {
      choice: "ENGLISH_AND_SPANISH_VIDEO" as const,
      englishTitle: "Your plan",
      spanishTitle: "Su plan",
      englishUrl: "/en.mp4",
      spanishUrl: "/es.mp4",
    };
    expect(pickMedicalVideo(video, "es")).toEqual({ url: "/es.mp4", title: "Su plan", language: "es" });
    expect(pickMedicalVideo(video, "en")).toEqual({ url: "/en.mp4", title: "Your plan", language: "en" });
    expect(pickMedicalVideo({ ...video, choice: "ENGLISH_VIDEO" }, "es")).toEqual({
      url: "/en.mp4",
      title: "Your plan",
      language: "en",
    });
    expect(pickMedicalVideo({ ...video, choice: "NO_VIDEO" }, "en")).toBeNull();
    expect(pickMedicalVideo(testPage().medicalVideo, "en")).toBeNull();
  });
});
