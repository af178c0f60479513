import { describe, expect, it } from "vitest";
import {
  buildExplorerHostPath,
  EXPLORER_HOST_ROUTE_NAMES,
  explorerHostToMainPath,
  mainToExplorerHostPath,
  matchExplorerHostPath,
} from "./explorer-host";

describe("explorer host", () => {
  it("serves exactly the three public explorer routes", () => {
    expect(EXPLORER_HOST_ROUTE_NAMES).toEqual(["benefitsExplorerIndex", "benefitsExplorer", "personalBenefitsPlan"]);
  });

  it("matches explorer-host paths", () => {
    expect(matchExplorerHostPath("/")).toEqual({ name: "benefitsExplorerIndex", params: {}, language: "en" });
    expect(matchExplorerHostPath("/page-1")).toEqual({
      name: "benefitsExplorer",
      params: { explorerPageId: "page-1" },
      language: "en",
    });
    expect(matchExplorerHostPath("/es/page-1/personal-benefits-plan?x=1")).toEqual({
      name: "personalBenefitsPlan",
      params: { explorerPageId: "page-1" },
      language: "es",
    });
    expect(matchExplorerHostPath("/es")).toEqual({ name: "benefitsExplorerIndex", params: {}, language: "es" });
  });

  it("returns null for paths the explorer host does not serve", () => {
    expect(matchExplorerHostPath("/page-1/other")).toBeNull();
    expect(matchExplorerHostPath("/a/b/c")).toBeNull();
  });

  it("builds explorer-host paths", () => {
    expect(buildExplorerHostPath("benefitsExplorerIndex")).toBe("/");
    expect(buildExplorerHostPath("benefitsExplorer", { explorerPageId: "p 1" })).toBe("/p%201");
    expect(buildExplorerHostPath("personalBenefitsPlan", { explorerPageId: "p1" }, { language: "es" })).toBe(
      "/es/p1/personal-benefits-plan",
    );
    expect(() => buildExplorerHostPath("benefitsExplorer")).toThrow(
      "Param explorerPageId is required but not provided!",
    );
  });

  it("maps between the explorer host and the main host both ways", () => {
    expect(explorerHostToMainPath("/")).toBe("/benefits-explorer");
    expect(explorerHostToMainPath("/es/p1")).toBe("/es/benefits-explorer/p1");
    expect(explorerHostToMainPath("/p1/personal-benefits-plan")).toBe("/benefits-explorer/p1/personal-benefits-plan");
    expect(mainToExplorerHostPath("/benefits-explorer")).toBe("/");
    expect(mainToExplorerHostPath("/es/benefits-explorer/p1")).toBe("/es/p1");
    expect(mainToExplorerHostPath("/benefits-explorer/p1/personal-benefits-plan")).toBe("/p1/personal-benefits-plan");
    expect(mainToExplorerHostPath("/login")).toBeNull();
  });
});
