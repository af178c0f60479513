import { describe, expect, it } from "vitest";
import { ROUTES, type RouteName } from "../routes/registry";
import type { RouteAccess } from "../routes/route-definition";
import type { CarrierRole } from "../users/roles";
import { InvalidAccessActionError } from "./access-action";
import { emptyAbility } from "./app-ability";
import { canAccessRoute } from "./can-access-route";
import { defineAbilityFor } from "./define-ability-for";

const OWN = "client-own";
const OTHER = "client-other";
const abilityOf = (role: CarrierRole) => defineAbilityFor({ id: "user-1", role, clientIds: [OWN] });

/** Route, params, then whether SLF_OWNER, SLF_ADMIN, BROKER and BEN_ADMIN may enter (spec §6 "Route access"). */
const CASES: [RouteName, Record<string, string>, [boolean, boolean, boolean, boolean]][] = [
  ["clientsAdmin", {}, [true, true, false, false]],
  ["clientManage", { clientId: OTHER }, [true, true, false, false]],
  ["clientManage", { clientId: OWN }, [true, true, false, false]],
  ["brokersAdmin", {}, [true, true, false, false]],
  ["benAdminManage", { userId: "user-1" }, [true, true, false, false]],
  ["editBenefitsExplorerSite", { clientId: OWN, explorerPageId: "p" }, [true, true, false, false]],
  ["home", { clientId: OWN }, [true, true, true, true]],
  ["home", { clientId: OTHER }, [true, true, false, false]],
  ["task", { clientId: OTHER, taskId: "kickoff-call" }, [true, true, false, false]],
  ["brokerHome", {}, [true, true, true, false]],
  ["benAdminHome", {}, [true, true, false, true]],
  ["allEmails", {}, [true, false, false, false]],
  ["internalUsers", {}, [true, false, false, false]],
];

describe("canAccessRoute", () => {
  it.each(CASES)("%s %j", (name, params, [owner, admin, broker, benAdmin]) => {
    const access = (ROUTES[name] as { access?: RouteAccess }).access;
    if (!access) throw new Error(`${name} has no access rule`);
    expect({
      SLF_OWNER: canAccessRoute(abilityOf("SLF_OWNER"), access, params),
      SLF_ADMIN: canAccessRoute(abilityOf("SLF_ADMIN"), access, params),
      BROKER: canAccessRoute(abilityOf("BROKER"), access, params),
      BEN_ADMIN: canAccessRoute(abilityOf("BEN_ADMIN"), access, params),
    }).toEqual({ SLF_OWNER: owner, SLF_ADMIN: admin, BROKER: broker, BEN_ADMIN: benAdmin });
  });

  it("lets an anonymous ability into no guarded route", () => {
    for (const route of Object.values(ROUTES) as { access?: RouteAccess }[]) {
      if (route.access) expect(canAccessRoute(emptyAbility(), route.access, { clientId: OWN })).toBe(false);
    }
  });

  it("checks a broker's own record by the :userId the path names", () => {
    const access: RouteAccess = { subject: "Broker", actions: ["read"] };
    expect(canAccessRoute(abilityOf("BROKER"), access, { userId: "user-1" })).toBe(true);
    expect(canAccessRoute(abilityOf("BROKER"), access, { userId: "user-2" })).toBe(false);
  });

  it("refuses an access rule with a method other than read, update, create or delete", () => {
    const access = { subject: "Client", actions: ["manage"] } as unknown as RouteAccess;
    expect(() => canAccessRoute(abilityOf("SLF_OWNER"), access)).toThrow(InvalidAccessActionError);
  });
});
