/** AuthnOutcome (rows and dates) → the AuthnResponse API shape; SMS numbers in factor lists are masked. */
import type { AuthnFactor, AuthnResponse } from "@onboard/domain/identity/authn-response";
import { fromStoredFactorType } from "@onboard/domain/identity/factor-types";
import { maskPhoneNumber } from "@onboard/domain/identity/phone-number";
import type { AuthnOutcome } from "./authn-outcome";
import type { FactorRow } from "./repository";

export function presentFactor(factor: FactorRow): AuthnFactor {
  return {
    id: factor.id,
    factorType: fromStoredFactorType(factor.type),
    profile: factor.phoneNumber ? { phoneNumber: maskPhoneNumber(factor.phoneNumber) } : {},
  };
}

export function presentAuthn(outcome: AuthnOutcome): AuthnResponse {
  return {
    status: outcome.status,
    expiresAt: outcome.expiresAt.toISOString(),
    ...(outcome.stateToken && { stateToken: outcome.stateToken }),
    ...(outcome.sessionToken && { sessionToken: outcome.sessionToken }),
    ...(outcome.factors && { factors: outcome.factors.map(presentFactor) }),
    ...(outcome.factorTypes && { factorTypes: [...outcome.factorTypes] }),
    ...(outcome.activation && { activation: outcome.activation }),
    ...(outcome.user && { user: { email: outcome.user.email, name: outcome.user.name } }),
  };
}
