/** Which rendered pages are kept: only the addresses the app links to, with plans the page has. */
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { matchPublicExplorerPath } from "@onboard/domain/routes/explorer-host";
import { describe, expect, it } from "vitest";
import { comparesOnlyPagePlans, isCanonicalAddress } from "./serve-explorer-page.http";

const page = {
  id: "11111111-2222-4333-8444-555555555555",
  vanitySlug: "harborview-medical",
  benefits: [{ plans: [{ id: "plan-a" }, { id: "plan-b" }] }],
} as unknown as ExplorerPageResponse;

function canonical(pathname: string, isExplorerHost = false): boolean {
  const route = matchPublicExplorerPath(pathname, isExplorerHost);
  if (!route) throw new Error(`${pathname} is not an explorer route`);
  return isCanonicalAddress(pathname, route, isExplorerHost, page);
}

describe("the rendered pages kept", () => {
  it("are the addresses the app links to, by slug or id, in either language and on either host", () => {
    expect(canonical("/benefits-explorer/harborview-medical")).toBe(true);
    expect(canonical("/en/benefits-explorer/harborview-medical")).toBe(true);
    expect(canonical("/es/benefits-explorer/harborview-medical/personal-benefits-plan")).toBe(true);
    expect(canonical(`/benefits-explorer/${page.id}`)).toBe(true);
    expect(canonical("/harborview-medical", true)).toBe(true);
    expect(canonical("/es", true)).toBe(true);
    expect(canonical("/benefits-explorer")).toBe(true);
  });

  it("are not other spellings of them", () => {
    expect(canonical("/benefits-explorer/HARBORVIEW-MEDICAL")).toBe(false);
    expect(canonical("/benefits-explorer/harborview-medical/")).toBe(false);
    expect(canonical("/benefits-explorer/another-site")).toBe(false);
  });

  it("compare only the page's own plans", () => {
    expect(comparesOnlyPagePlans(null, page)).toBe(true);
    expect(comparesOnlyPagePlans("plan-a,plan-b", page)).toBe(true);
    expect(comparesOnlyPagePlans("plan-a,made-up", page)).toBe(false);
    expect(comparesOnlyPagePlans("plan-a", null)).toBe(false);
  });
});
