/**
 * The ben-admin home (/clients/ben-admin, onboarding spec §2): it asks for the admin's clients with the spec's
 * filter — page size 1, page 1, the phase ids and completedSetup true. One answer is enough to decide what the home
 * shows: the one client ready to work on (with a link to its hub), every ready client as a list, or that none is
 * ready yet. The home does not redirect by itself: the admin sees where they are going.
 */
import { pageToLimitOffset } from "../validation/list-query";
import { PHASES } from "./enums";

export const BEN_ADMIN_HOME_QUERY = {
  ...pageToLimitOffset(1, 1),
  phaseIds: [...PHASES],
  completedSetup: true,
} as const;

export type BenAdminHomeTarget = { kind: "single"; clientId: string } | { kind: "list" } | { kind: "none" };

export function benAdminHomeTarget(answer: { count: number; data: readonly { id: string }[] }): BenAdminHomeTarget {
  const [only] = answer.data;
  if (answer.count === 1 && only) return { kind: "single", clientId: only.id };
  return answer.count === 0 ? { kind: "none" } : { kind: "list" };
}
