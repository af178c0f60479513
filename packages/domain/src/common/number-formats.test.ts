import { describe, expect, it } from "vitest";
import { formatCurrency, formatPercent } from "./number-formats";

describe("number formats", () => {
  it("formats currency as $0,0 and $0,0.00", () => {
    expect(formatCurrency(1234.5)).toBe("$1,235");
    expect(formatCurrency(1234.5, { cents: true })).toBe("$1,234.50");
    expect(formatCurrency(0)).toBe("$0");
  });

  it("formats percents in en-US", () => {
    expect(formatPercent(80)).toBe("80%");
    expect(formatPercent(12.5)).toBe("12.5%");
  });
});
