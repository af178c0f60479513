import { describe, expect, it } from "vitest";
import type { CARRIER_ROLES } from "../users/roles";
import { asSubject, emptyAbility } from "./app-ability";
import { defineAbilityFor } from "./define-ability-for";
import { OWNER_ONLY_TRIGGERS, STAFF_OPERATIONS } from "./operations";
import { OwnershipContextMissingError } from "./ownership-context";
import { SUBJECTS } from "./subjects";

const user = (role: (typeof CARRIER_ROLES)[number]) =>
  defineAbilityFor({ id: "user-1", role, clientIds: ["client-1"] });

describe("owner-only triggers", () => {
  it.each(Object.entries(OWNER_ONLY_TRIGGERS))("only SLF_OWNER may %s", (_name, { action, subject }) => {
    expect(user("SLF_OWNER").can(action, subject)).toBe(true);
    expect(user("SLF_ADMIN").can(action, subject)).toBe(false);
    expect(user("BROKER").can(action, subject)).toBe(false);
    expect(user("BEN_ADMIN").can(action, subject)).toBe(false);
  });

  it("only SLF_OWNER manages owners and admins", () => {
    for (const action of ["create", "update", "delete"] as const) {
      expect(user("SLF_OWNER").can(action, "InternalUser")).toBe(true);
      expect(user("SLF_ADMIN").can(action, "InternalUser")).toBe(false);
    }
  });
});

describe("staff operations", () => {
  it.each(Object.entries(STAFF_OPERATIONS))("SLF_OWNER and SLF_ADMIN, never BROKER or BEN_ADMIN, may %s", (_n, op) => {
    expect(user("SLF_OWNER").can(op.action, op.subject)).toBe(true);
    expect(user("SLF_ADMIN").can(op.action, op.subject)).toBe(true);
    // A broker may update their own broker record, so the type-level check asks about another broker's.
    const record = asSubject(op.subject, { id: "someone-else", clientId: "client-2" });
    expect(user("BROKER").can(op.action, record)).toBe(false);
    expect(user("BEN_ADMIN").can(op.action, record)).toBe(false);
  });
});

describe("ownership context", () => {
  it("refuses to build a broker's ability without the user id", () => {
    expect(() => defineAbilityFor({ id: "", role: "BROKER", clientIds: ["client-1"] })).toThrow(
      OwnershipContextMissingError,
    );
    expect(() =>
      defineAbilityFor({ id: undefined as unknown as string, role: "BROKER", clientIds: ["client-1"] }),
    ).toThrow("Ownership checks for BROKER need the user's user id");
  });

  it("refuses to build a ben admin's ability without client ids", () => {
    expect(() => defineAbilityFor({ id: "user-1", role: "BEN_ADMIN" })).toThrow(OwnershipContextMissingError);
    expect(() => defineAbilityFor({ id: "user-1", role: "BEN_ADMIN" })).toThrow(
      "Ownership checks for BEN_ADMIN need the user's client ids",
    );
  });

  it("builds a broker without client ids, who then owns no client but still their own record", () => {
    const ability = defineAbilityFor({ id: "broker-1", role: "BROKER" });
    expect(ability.can("read", asSubject("Client", { id: "client-1" }))).toBe(false);
    expect(ability.can("read", asSubject("Broker", { id: "broker-1" }))).toBe(true);
  });

  it("builds a ben admin with an empty client list, who then owns no client", () => {
    const ability = defineAbilityFor({ id: "ben-1", role: "BEN_ADMIN", clientIds: [] });
    expect(ability.can("read", asSubject("Client", { id: "client-1" }))).toBe(false);
    expect(ability.can("read", asSubject("BenAdmin", { id: "ben-1" }))).toBe(true);
  });

  it("needs no ids for carrier staff", () => {
    expect(defineAbilityFor({ id: "", role: "SLF_ADMIN" }).can("delete", asSubject("Client", { id: "x" }))).toBe(true);
  });

  it("ties a ben admin's records to the client ids, not to the user id", () => {
    const ability = defineAbilityFor({ id: "client-9", role: "BEN_ADMIN", clientIds: ["client-1"] });
    expect(ability.can("read", asSubject("Document", { clientId: "client-1" }))).toBe(true);
    expect(ability.can("read", asSubject("Document", { clientId: "client-9" }))).toBe(false);
  });

  it("denies a client-scoped record that does not say which client it belongs to", () => {
    const ability = defineAbilityFor({ id: "broker-1", role: "BROKER", clientIds: ["client-1"] });
    expect(ability.can("read", asSubject("Document", { id: "doc-1" }))).toBe(false);
  });
});

describe("anonymous callers", () => {
  it("hold no ability at all", () => {
    const ability = emptyAbility();
    for (const type of SUBJECTS) {
      for (const action of ["read", "create", "update", "delete"] as const)
        expect(ability.can(action, type)).toBe(false);
    }
  });
});
