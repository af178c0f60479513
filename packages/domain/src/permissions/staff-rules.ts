/** The rules of carrier staff: SLF_ADMIN has any record; SLF_OWNER extends admin with internal users and the triggers. */
import type { AbilityBuilder } from "@casl/ability";
import type { AppAbility } from "./app-ability";
import { MANAGE_INTERNAL_USERS, OWNER_ONLY_TRIGGERS, STAFF_OPERATIONS } from "./operations";
import { CLIENT_SCOPED_SUBJECTS } from "./subjects";

export function addStaffRules(builder: AbilityBuilder<AppAbility>, role: "SLF_OWNER" | "SLF_ADMIN"): void {
  const { can } = builder;
  can("manage", ["Client", ...CLIENT_SCOPED_SUBJECTS, "Broker", "BenAdmin", "ExplorerPage"]);
  can("read", ["BenAdminList", "BrokerList"]);
  for (const { action, subject } of Object.values(STAFF_OPERATIONS)) can(action, subject);
  if (role !== "SLF_OWNER") return;
  for (const { action, subject } of MANAGE_INTERNAL_USERS) can(action, subject);
  for (const { action, subject } of Object.values(OWNER_ONLY_TRIGGERS)) can(action, subject);
}
