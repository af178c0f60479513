import { describe, expect, it } from "vitest";
import { addOneYear, nextPlanYear, type RenewableSite, renewExplorerSite } from "./explorer-renewal";

const site: RenewableSite = {
  name: "Acme 2025 Benefits",
  planYear: "2025",
  startsAt: "2025-01-01T05:00:00.000Z",
  expiresAt: null,
  openEnrollmentStart: "2024-11-20",
  openEnrollmentEnd: "2024-12-15",
  isLive: true,
  maintenanceMode: false,
  vanitySlug: "acme",
  benefits: [{ isNew: true }, { isNew: false }],
};

describe("renewal", () => {
  it("moves dates one year later", () => {
    expect(addOneYear("2025-03-01")).toBe("2026-03-01");
    expect(addOneYear("2024-02-29T10:00:00Z")).toBe("2025-02-28T10:00:00Z");
    expect(addOneYear("soon")).toBe("soon");
  });

  it("increments each year of the plan year", () => {
    expect(nextPlanYear("2025")).toBe("2026");
    expect(nextPlanYear("2025-2026")).toBe("2026-2027");
    expect(nextPlanYear("25.1")).toBe("25.1");
  });

  it("renews the site and lists what changed", () => {
    const { fields, changes } = renewExplorerSite(site);
    expect(fields).toMatchObject({
      name: "Acme 2026 Benefits",
      planYear: "2026",
      startsAt: "2026-01-01T05:00:00.000Z",
      expiresAt: null,
      openEnrollmentStart: "2025-11-20",
      isLive: false,
      vanitySlug: null,
    });
    expect(changes).toEqual([
      { field: "name", from: "Acme 2025 Benefits", to: "Acme 2026 Benefits" },
      { field: "planYear", from: "2025", to: "2026" },
      { field: "startsAt", from: "2025-01-01T05:00:00.000Z", to: "2026-01-01T05:00:00.000Z" },
      { field: "openEnrollmentStart", from: "2024-11-20", to: "2025-11-20" },
      { field: "openEnrollmentEnd", from: "2024-12-15", to: "2025-12-15" },
      { field: "isLive", from: "true", to: "false" },
      { field: "vanitySlug", from: "acme", to: null },
      { field: "isNew", from: "1", to: "0" },
    ]);
  });

  it("leaves a name without the plan year alone", () => {
    expect(
      renewExplorerSite({ ...site, name: "Acme Benefits", planYear: null, benefits: [] }).changes.map((c) => c.field),
    ).toEqual(["startsAt", "openEnrollmentStart", "openEnrollmentEnd", "isLive", "vanitySlug"]);
  });
});
