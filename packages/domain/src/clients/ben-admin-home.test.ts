import { describe, expect, it } from "vitest";
import { BEN_ADMIN_HOME_QUERY, benAdminHomeTarget } from "./ben-admin-home";
import { PHASES } from "./enums";

describe("ben-admin home", () => {
  it("asks for page 1 of size 1, every phase, completed setup only", () => {
    expect(BEN_ADMIN_HOME_QUERY).toEqual({ limit: 1, offset: 0, phaseIds: [...PHASES], completedSetup: true });
  });

  it("points to the only client ready", () => {
    expect(benAdminHomeTarget({ count: 1, data: [{ id: "c1" }] })).toEqual({ kind: "single", clientId: "c1" });
  });

  it("lists the clients when there are several, and says so when there are none", () => {
    expect(benAdminHomeTarget({ count: 3, data: [{ id: "c1" }] })).toEqual({ kind: "list" });
    expect(benAdminHomeTarget({ count: 0, data: [] })).toEqual({ kind: "none" });
  });
});
