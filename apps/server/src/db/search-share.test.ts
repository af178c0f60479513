import { describe, expect, it } from "vitest";
import { expectedShare, type SearchTextStatistics } from "./search-share";

const histogram = (matching: number, of: number) =>
  Array.from({ length: of }, (_, index) =>
    index < matching ? `ana garcia\nana.garcia.${index}@example.com` : `row ${index}`,
  );

const statistics = (overrides: Partial<SearchTextStatistics>): SearchTextStatistics => ({
  rows: 300_000,
  mostCommon: [],
  histogram: histogram(0, 101),
  nullShare: 0,
  ...overrides,
});

describe("expectedShare", () => {
  it("is the share of the histogram's bounds that hold the words, in any case", () => {
    expect(expectedShare(statistics({ histogram: histogram(4, 101) }), "Garcia")).toBeCloseTo(4 / 101);
    expect(expectedShare(statistics({ histogram: histogram(4, 101) }), "qzxwv")).toBe(0);
  });

  it("adds the most common values that hold the words, and weighs the histogram by the rows they leave", () => {
    const withCommon = statistics({
      histogram: histogram(10, 100),
      mostCommon: [
        { value: "garcia welcome", share: 0.2 },
        { value: "reminder", share: 0.3 },
      ],
      nullShare: 0.1,
    });
    // 0.2 of the rows are a common value with the words; a tenth of the other 0.4 hold them too.
    expect(expectedShare(withCommon, "garcia")).toBeCloseTo(0.2 + 0.1 * 0.4);
  });

  it("trusts no histogram of fewer than ten bounds, and no statistics at all before the first analysis", () => {
    expect(expectedShare(statistics({ histogram: histogram(9, 9) }), "garcia")).toBe(0);
    expect(expectedShare(statistics({ rows: 0, histogram: [] }), "garcia")).toBe(0);
  });
});
