/** The rules of BROKER and BEN_ADMIN: their own clients and those clients' records, and their own user record. */
import type { AbilityBuilder } from "@casl/ability";
import type { AppAbility } from "./app-ability";
import {
  BROKER_SELF_FIELDS_FORBIDDEN,
  CLIENT_FIELDS_FORBIDDEN_FOR_EXTERNAL_ROLES,
  withNestedPaths,
} from "./client-field-rules";
import type { OwnershipContext } from "./ownership-context";

export function addExternalRules(
  builder: AbilityBuilder<AppAbility>,
  role: "BROKER" | "BEN_ADMIN",
  context: OwnershipContext,
): void {
  const { can, cannot } = builder;
  const ownClient = { id: { $in: [...context.clientIds] } };
  const ownRecord = { clientId: { $in: [...context.clientIds] } };

  can(["read", "update"], "Client", ownClient);
  cannot("update", "Client", withNestedPaths(CLIENT_FIELDS_FORBIDDEN_FOR_EXTERNAL_ROLES));

  can(["create", "read", "update"], "ClientAction", ownRecord);
  can(["create", "read", "update", "delete"], ["Eif", "Document", "EmployeeClass", "Location"], ownRecord);
  can("read", "WebLink", ownRecord);
  can(["read", "create", "update"], "OnboardingForm", ownRecord);
  can("read", "BenAdminList");

  if (role === "BROKER") {
    can("read", "BrokerList");
    can(["read", "update"], "Broker", { id: context.userId });
    cannot("update", "Broker", withNestedPaths(BROKER_SELF_FIELDS_FORBIDDEN));
  } else if (context.userId !== null) {
    can("read", "BenAdmin", { id: context.userId });
  }
}
