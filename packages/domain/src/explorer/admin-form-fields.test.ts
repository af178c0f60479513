import { describe, expect, it } from "vitest";
import { firstMessage } from "../validation/test-helpers";
import { isIsoDate, optionalDateTime, optionalEnum, optionalId, optionalText, optionalUrl } from "./admin-form-fields";

describe("admin form fields", () => {
  it("turn empty inputs into null", () => {
    for (const schema of [optionalText(), optionalUrl(), optionalId(), optionalDateTime(), optionalEnum(["A"])]) {
      expect(schema.parse("  ")).toBeNull();
      expect(schema.parse(undefined)).toBeNull();
      expect(schema.parse(null)).toBeNull();
    }
  });

  it("read dates and date-times", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(optionalDateTime().parse("2026-01-01T05:00:00.000Z")).toBe("2026-01-01T05:00:00.000Z");
    expect(optionalDateTime().parse("2026-01-01T05:00")).toBe("2026-01-01T05:00");
    expect(firstMessage(optionalDateTime(), "tomorrow")).toBe("Please enter a valid date");
  });

  it("check ids and links", () => {
    expect(optionalId().parse("7A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D")).toBe("7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d");
    expect(firstMessage(optionalId(), "42")).toBe("Please select a valid option");
    expect(firstMessage(optionalUrl(), "javascript:alert(1)")).toBe(
      "Please enter a valid URL starting with http:// or https://",
    );
    expect(optionalUrl().parse(" https://example.com/a?b=c ")).toBe("https://example.com/a?b=c");
  });
});
