import { describe, expect, it } from "vitest";
import { buildPath } from "./build-path";
import { homeRouteFor } from "./role-home";

describe("homeRouteFor", () => {
  it("sends each role to its own home", () => {
    expect(buildPath(homeRouteFor("SLF_OWNER"))).toBe("/clients/admin");
    expect(buildPath(homeRouteFor("SLF_ADMIN"))).toBe("/clients/admin");
    expect(buildPath(homeRouteFor("BROKER"))).toBe("/clients");
    expect(buildPath(homeRouteFor("BEN_ADMIN"))).toBe("/clients/ben-admin");
  });
});
