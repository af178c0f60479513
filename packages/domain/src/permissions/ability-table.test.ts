import { describe, expect, it } from "vitest";
import type { CarrierRole } from "../users/roles";
import { CARRIER_ROLES } from "../users/roles";
import { ACCESS_ACTIONS } from "./access-action";
import { type AppAbility, asSubject } from "./app-ability";
import { defineAbilityFor } from "./define-ability-for";
import { type AppSubjectType, SUBJECTS } from "./subjects";

/**
 * The full ability set per role: for every subject, the actions (C, R, U, D) allowed on the caller's own tenant's
 * record and on another tenant's. Carrier staff own every tenant; unlisted subjects allow nothing.
 */
type Cell = { own: string; other: string };
const both = (actions: string): Cell => ({ own: actions, other: actions });
const ownOnly = (actions: string): Cell => ({ own: actions, other: "" });

const ADMIN_TABLE: Partial<Record<AppSubjectType, Cell>> = {
  Client: both("CRUD"),
  ClientAction: both("CRUD"),
  Eif: both("CRUD"),
  Document: both("CRUD"),
  EmployeeClass: both("CRUD"),
  Location: both("CRUD"),
  WebLink: both("CRUD"),
  OnboardingForm: both("CRUD"),
  Broker: both("CRUD"),
  BenAdmin: both("CRUD"),
  InternalUser: both("R"),
  User: both("R"),
  BenAdminList: both("R"),
  BrokerList: both("R"),
  Email: both("CR"),
  EmailResend: both("C"),
  ExplorerPage: both("CRUD"),
  BrokerAssignment: both("CD"),
  BenAdminAssignment: both("CD"),
  MfaReset: both("C"),
  OnboardingFormReassignment: both("C"),
  ImplementationConsultantEditUndo: both("C"),
  EifChangeReview: both("U"),
  ActivationLink: both("R"),
  BulkEmailActivation: both("C"),
  QpsPush: both("CRU"),
};

const OWNER_TABLE: Partial<Record<AppSubjectType, Cell>> = {
  ...ADMIN_TABLE,
  InternalUser: both("CRUD"),
  PostOnboardingSurvey: both("C"),
  PhaseChangeEmail: both("C"),
  RiskAcceptanceEmail: both("C"),
  UpcomingDatesEmail: both("C"),
  ActivelyAtWorkReminder: both("C"),
  DentalEmail: both("C"),
  RejectedEmailResend: both("C"),
  QaDataPurge: both("C"),
  ActivityEmail: both("C"),
  CarrierRecord: both("C"),
  PhaseChangeStatusFlag: both("U"),
};

const EXTERNAL_TABLE: Partial<Record<AppSubjectType, Cell>> = {
  Client: ownOnly("RU"),
  ClientAction: ownOnly("CRU"),
  Eif: ownOnly("CRUD"),
  Document: ownOnly("CRUD"),
  EmployeeClass: ownOnly("CRUD"),
  Location: ownOnly("CRUD"),
  WebLink: ownOnly("R"),
  OnboardingForm: ownOnly("CRU"),
  BenAdminList: both("R"),
};

const TABLE: Record<CarrierRole, Partial<Record<AppSubjectType, Cell>>> = {
  SLF_OWNER: OWNER_TABLE,
  SLF_ADMIN: ADMIN_TABLE,
  BROKER: { ...EXTERNAL_TABLE, Broker: ownOnly("RU"), BrokerList: both("R") },
  BEN_ADMIN: { ...EXTERNAL_TABLE, BenAdmin: ownOnly("R") },
};

const SELF = "user-self";
const OTHER_USER = "user-other";
const OWN_CLIENT = "client-own";
const OTHER_CLIENT = "client-other";

/** A record of `type` on the caller's tenant or another's: a client by id, a user record by id, others by clientId. */
function recordOf(type: AppSubjectType, tenant: "own" | "other") {
  const clientId = tenant === "own" ? OWN_CLIENT : OTHER_CLIENT;
  const userId = tenant === "own" ? SELF : OTHER_USER;
  if (type === "Client") return asSubject(type, { id: clientId });
  if (["Broker", "BenAdmin", "InternalUser", "User"].includes(type)) return asSubject(type, { id: userId, clientId });
  return asSubject(type, { id: "record-1", clientId });
}

function allowed(ability: AppAbility, type: AppSubjectType, tenant: "own" | "other"): string {
  const letters = { create: "C", read: "R", update: "U", delete: "D" } as const;
  const record = recordOf(type, tenant);
  return ACCESS_ACTIONS.filter((action) => ability.can(action, record))
    .map((action) => letters[action])
    .sort((a, b) => "CRUD".indexOf(a) - "CRUD".indexOf(b))
    .join("");
}

describe.each(CARRIER_ROLES)("%s abilities", (role) => {
  const ability = defineAbilityFor({ id: SELF, role, clientIds: [OWN_CLIENT] });

  it.each(SUBJECTS)(`${role} on %s`, (type) => {
    const cell = TABLE[role][type] ?? { own: "", other: "" };
    expect({ own: allowed(ability, type, "own"), other: allowed(ability, type, "other") }).toEqual(cell);
  });
});

describe("the table", () => {
  it("names only known subjects, so a renamed subject cannot silently drop out", () => {
    for (const role of CARRIER_ROLES) {
      for (const type of Object.keys(TABLE[role])) expect(SUBJECTS, `${role}: ${type}`).toContain(type);
    }
  });

  it("gives SLF_OWNER everything SLF_ADMIN has (the owner extends the admin)", () => {
    for (const type of SUBJECTS) {
      const admin = TABLE.SLF_ADMIN[type]?.own ?? "";
      const owner = TABLE.SLF_OWNER[type]?.own ?? "";
      expect(
        [...admin].every((letter) => owner.includes(letter)),
        type,
      ).toBe(true);
    }
  });
});
