/**
 * What PUT /api/clients/:clientId/sync recomputes (our meaning; the spec names the call only). The client's phase is
 * its primary policy's phase; without a primary policy, the least advanced policy's (the client is only as far along
 * as its slowest policy); without policies it stays as it is. Open errors of a policy whose onboarding is complete
 * are resolved: a finished policy no longer blocks anything.
 */
import { PHASES, type Phase } from "./enums";

export interface PolicyPhase {
  id: string;
  phaseId: Phase;
  primaryPolicy: boolean;
}

export function syncedPhase(policies: readonly PolicyPhase[], current: Phase): Phase {
  const primary = policies.find((policy) => policy.primaryPolicy);
  if (primary) return primary.phaseId;
  if (policies.length === 0) return current;
  return policies.reduce<Phase>(
    (least, policy) => (PHASES.indexOf(policy.phaseId) < PHASES.indexOf(least) ? policy.phaseId : least),
    "ONBOARDING_COMPLETE",
  );
}

/** The policies whose open errors a sync resolves. */
export function completedPolicyIds(policies: readonly PolicyPhase[]): string[] {
  return policies.filter((policy) => policy.phaseId === "ONBOARDING_COMPLETE").map((policy) => policy.id);
}
