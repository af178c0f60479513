import { ROUTES } from "@onboard/domain/routes/registry";
import { describe, expect, it } from "vitest";
import { makeCanAccess } from "./route-access";

const own = "11111111-1111-4111-8111-111111111111";
const other = "22222222-2222-4222-8222-222222222222";
const access = (name: keyof typeof ROUTES) => {
  const route = ROUTES[name];
  if (!("access" in route) || !route.access) throw new Error(`${name} has no access rule`);
  return route.access;
};

describe("makeCanAccess", () => {
  it("lets carrier staff into the internal area and any client's hub", () => {
    const can = makeCanAccess({ id: "u1", role: "SLF_ADMIN", clientIds: [] });
    expect(can(access("clientsAdmin"))).toBe(true);
    expect(can(access("home"), { clientId: other })).toBe(true);
  });

  it("keeps a broker out of the internal area and out of another tenant's hub", () => {
    const can = makeCanAccess({ id: "b1", role: "BROKER", clientIds: [own] });
    expect(can(access("clientsAdmin"))).toBe(false);
    expect(can(access("home"), { clientId: own })).toBe(true);
    expect(can(access("home"), { clientId: other })).toBe(false);
  });

  it("keeps a ben admin out of the broker area but lets them into their own client's hub", () => {
    const can = makeCanAccess({ id: "a1", role: "BEN_ADMIN", clientIds: [own] });
    expect(can(access("brokerHome"))).toBe(false);
    expect(can(access("home"), { clientId: own })).toBe(true);
    expect(can(access("home"), { clientId: other })).toBe(false);
  });

  it("refuses everything when nobody is signed in", () => {
    expect(makeCanAccess(null)(access("home"), { clientId: own })).toBe(false);
  });
});
