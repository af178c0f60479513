/** What differs between the two links that let a user set a password: reset (/reset) and activation (/activate). */
import type { RouteName } from "@onboard/domain/routes/registry";
import type { AuthTokenType } from "./api/get-auth-token";

export type PasswordLinkFlow = "reset" | "activation";

export interface PasswordLinkFlowConfig {
  route: RouteName;
  /** A link of another kind is not valid here (a reset link cannot activate an account, and the reverse). */
  tokenTypes: readonly AuthTokenType[];
  /** Where an expired link sends the user for a new one. */
  newLinkRoute: RouteName;
}

export const PASSWORD_LINK_FLOWS: Record<PasswordLinkFlow, PasswordLinkFlowConfig> = {
  reset: { route: "reset", tokenTypes: ["RESET"], newLinkRoute: "forgot" },
  activation: { route: "activate", tokenTypes: ["ACTIVATION", "REACTIVATION"], newLinkRoute: "reactivate" },
};
