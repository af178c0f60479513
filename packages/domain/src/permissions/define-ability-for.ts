/** The one place a user's abilities are built, on the server per request and in the web app per session. */
import { AbilityBuilder, createMongoAbility } from "@casl/ability";
import type { AppAbility } from "./app-ability";
import { addExternalRules } from "./external-rules";
import { type AbilityUser, ownershipContextOf } from "./ownership-context";
import { addStaffRules } from "./staff-rules";

export function defineAbilityFor(user: AbilityUser): AppAbility {
  const builder = new AbilityBuilder<AppAbility>(createMongoAbility);
  switch (user.role) {
    case "SLF_OWNER":
    case "SLF_ADMIN":
      addStaffRules(builder, user.role);
      break;
    case "BROKER":
    case "BEN_ADMIN":
      addExternalRules(builder, user.role, ownershipContextOf(user));
      break;
    default:
      // A role this model does not know gets nothing rather than a guess.
      break;
  }
  return builder.build();
}
