import { describe, expect, it } from "vitest";
import { asSubject } from "./app-ability";
import { BROKER_SELF_FIELDS_FORBIDDEN, CLIENT_FIELDS_FORBIDDEN_FOR_EXTERNAL_ROLES } from "./client-field-rules";
import { defineAbilityFor } from "./define-ability-for";
import { forbiddenFields } from "./forbidden-fields";

const OWN_CLIENT = "client-own";
const ownClient = asSubject("Client", { id: OWN_CLIENT });
const otherClient = asSubject("Client", { id: "client-other" });

/** Plan-design and company answers a broker or ben admin fills in on their own client. */
const EDITABLE_FIELDS = [
  "employeesNumber",
  "taxId",
  "policyAnniversaryMonth",
  "enrollmentStartDate",
  "isErisaPlan",
  "hasSection125Plan",
  "ageRules",
  "valueAddedServiceOptions",
  "kickoffCallSelection",
];

describe.each(["BROKER", "BEN_ADMIN"] as const)("%s updating their own client", (role) => {
  const ability = defineAbilityFor({ id: "user-1", role, clientIds: [OWN_CLIENT] });

  it.each(CLIENT_FIELDS_FORBIDDEN_FOR_EXTERNAL_ROLES)("may not change %s", (field) => {
    expect(ability.can("update", ownClient, field)).toBe(false);
    expect(ability.can("update", ownClient, `${field}.0.value`)).toBe(false);
  });

  it.each(EDITABLE_FIELDS)("may change the answer %s", (field) => {
    expect(ability.can("update", ownClient, field)).toBe(true);
  });

  it("may read every field, including the ones they cannot change", () => {
    for (const field of CLIENT_FIELDS_FORBIDDEN_FOR_EXTERNAL_ROLES)
      expect(ability.can("read", ownClient, field)).toBe(true);
  });

  it("may change no field of another tenant's client", () => {
    expect(ability.can("update", otherClient, "taxId")).toBe(false);
  });

  it("names exactly the forbidden fields of a mixed write", () => {
    expect(forbiddenFields(ability, "update", ownClient, ["taxId", "name", "isArchived", "ageRules"])).toEqual([
      "name",
      "isArchived",
    ]);
  });
});

describe.each(["SLF_OWNER", "SLF_ADMIN"] as const)("%s updating any client", (role) => {
  const ability = defineAbilityFor({ id: "staff-1", role });

  it("may change every field, the externally forbidden ones included", () => {
    expect(forbiddenFields(ability, "update", otherClient, CLIENT_FIELDS_FORBIDDEN_FOR_EXTERNAL_ROLES)).toEqual([]);
  });
});

describe("the spec's list (§6)", () => {
  it.each([
    "id",
    "isActive",
    "isTest",
    "isOnboard",
    "isBenefitsExplorer",
    "isArchived",
    "implementationType",
    "baseClientId",
    "name",
    "caseId",
    "policies",
    "users",
    "tasks",
    "plans",
    "bills",
    "subsidiaries",
    "contacts",
    "ticketId",
    "eifSignedAt",
    "eifSignedBy",
    "createdAt",
    "updatedAt",
    "deletedAt",
    "releaseStatus",
    "completedSetup",
  ])("excludes %s", (field) => {
    expect(CLIENT_FIELDS_FORBIDDEN_FOR_EXTERNAL_ROLES).toContain(field);
  });
});

describe("a broker's own broker record", () => {
  const ability = defineAbilityFor({ id: "broker-1", role: "BROKER", clientIds: [] });
  const own = asSubject("Broker", { id: "broker-1" });

  it.each(BROKER_SELF_FIELDS_FORBIDDEN)("may not change %s", (field) => {
    expect(ability.can("update", own, field)).toBe(false);
  });

  it("may change their name and phone number", () => {
    expect(forbiddenFields(ability, "update", own, ["name", "phoneNumber"])).toEqual([]);
  });

  it("may not touch another broker's record", () => {
    const other = asSubject("Broker", { id: "broker-2" });
    expect(ability.can("read", other)).toBe(false);
    expect(ability.can("update", other, "name")).toBe(false);
  });
});
