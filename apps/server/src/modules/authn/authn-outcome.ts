/** What a sign-in step decided, before the presenter turns it into the API's AuthnResponse. */

import type { SIGN_IN_STATES } from "@onboard/domain/clients/enums";
import type { AuthnActivation } from "@onboard/domain/identity/authn-response";
import type { FactorType } from "@onboard/domain/identity/factor-types";
import type { FactorRow, UserRow } from "./repository";

export interface AuthnOutcome {
  status: (typeof SIGN_IN_STATES)[number];
  expiresAt: Date;
  stateToken?: string;
  sessionToken?: string;
  user?: Pick<UserRow, "email" | "name">;
  factors?: FactorRow[];
  factorTypes?: readonly FactorType[];
  activation?: AuthnActivation;
}

/** LOCKED_OUT carries neither a state token nor the user: a guesser learns nothing about whose account it is. */
export function lockedOut(lockedUntil: Date): AuthnOutcome {
  return { status: "LOCKED_OUT", expiresAt: lockedUntil };
}
