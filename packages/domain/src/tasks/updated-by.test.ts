import { describe, expect, it } from "vitest";
import { UPDATED_BY_TEXTS, updatedByText } from "./updated-by";

describe("updatedByText", () => {
  it("names the user, or says the carrier's team updated it (spec §8 wording)", () => {
    expect(updatedByText({ name: "Ana Ruiz" })).toBe("Ana Ruiz");
    expect(updatedByText(null)).toBe("Updated by the Sun Life team");
    expect(UPDATED_BY_TEXTS.loading).toBe("Loading update data...");
  });
});
