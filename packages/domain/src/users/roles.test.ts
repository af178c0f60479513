import { describe, expect, it } from "vitest";
import { isStaffRole, roleFamilyOf } from "./roles";

describe("roles", () => {
  it("treats carrier owners and admins as staff", () => {
    expect(isStaffRole("SLF_OWNER")).toBe(true);
    expect(isStaffRole("SLF_ADMIN")).toBe(true);
    expect(isStaffRole("BROKER")).toBe(false);
  });

  it("maps carrier roles to role families", () => {
    expect(roleFamilyOf("SLF_OWNER")).toBe("internal");
    expect(roleFamilyOf("SLF_ADMIN")).toBe("internal");
    expect(roleFamilyOf("BROKER")).toBe("broker");
    expect(roleFamilyOf("BEN_ADMIN")).toBe("ben-admin");
  });
});
