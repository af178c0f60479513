/** The summary's query: a known IANA zone (default America/New_York), an unknown one refused by name. */
import { describe, expect, it } from "vitest";
import { eifSummaryQuerySchema, isTimeZone } from "./summary-query-schema";

describe("the EIF summary's query", () => {
  it("defaults to New York and English", () => {
    expect(eifSummaryQuerySchema.parse({})).toEqual({ tz: "America/New_York", language: "en" });
    expect(eifSummaryQuerySchema.parse({ tz: "" })).toEqual({ tz: "America/New_York", language: "en" });
  });

  it("takes the browser's zone and the language", () => {
    expect(eifSummaryQuerySchema.parse({ tz: "America/Los_Angeles", language: "es" })).toEqual({
      tz: "America/Los_Angeles",
      language: "es",
    });
    expect(isTimeZone("UTC")).toBe(true);
  });

  it("refuses an unknown zone with a sentence that names it", () => {
    const result = eifSummaryQuerySchema.safeParse({ tz: "Mars/Olympus_Mons" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      '"Mars/Olympus_Mons" is not a time zone. Use an IANA time zone such as America/New_York.',
    );
    expect(eifSummaryQuerySchema.safeParse({ language: "fr" }).success).toBe(false);
  });
});
