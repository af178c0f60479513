/**
 * The EIF's places in order: every applicable sub-step of every step, a per-policy sub-step once per policy. Next and
 * Back walk this list across steps; a URL is resolved to one place, or to the reason it shows none.
 */
import type { EifOutline } from "@onboard/domain/eif/eif-draft-schemas";
import {
  EIF_SUB_STEPS,
  type EifStepId,
  type EifSubStepId,
  isEifStepId,
  isEifSubStepId,
  isPolicySubStep,
} from "@onboard/domain/eif/eif-steps";
import type { PathParamValues } from "@onboard/domain/routes/build-path";
import type { RouteName } from "@onboard/domain/routes/registry";

export interface EifPlace {
  stepId: EifStepId;
  subStepId: EifSubStepId;
  policyId: string | null;
}

export function eifPlaces(outline: EifOutline, policies: readonly { id: string }[]): EifPlace[] {
  return outline.flatMap(({ stepId, subSteps }) =>
    subSteps.flatMap(({ subStepId }): EifPlace[] =>
      isPolicySubStep(subStepId)
        ? policies.map((policy) => ({ stepId, subStepId, policyId: policy.id }))
        : [{ stepId, subStepId, policyId: null }],
    ),
  );
}

export interface EifPlaceParams {
  eifStepId: string;
  eifSubStepId?: string;
  policyId?: string;
}

export type ResolvedPlace =
  | { kind: "place"; place: EifPlace; index: number }
  /** The step or sub-step is not part of the EIF at all. */
  | { kind: "unknown" }
  /** It is, but it does not apply to this client (or the policy is not the client's). */
  | { kind: "notApplicable" };

export function resolvePlace(places: readonly EifPlace[], params: EifPlaceParams): ResolvedPlace {
  const { eifStepId, eifSubStepId, policyId } = params;
  if (!isEifStepId(eifStepId)) return { kind: "unknown" };
  if (eifSubStepId !== undefined) {
    const isOfStep =
      isEifSubStepId(eifSubStepId) && (EIF_SUB_STEPS[eifStepId] as readonly string[]).includes(eifSubStepId);
    if (!isOfStep || (policyId !== undefined && !isPolicySubStep(eifSubStepId))) return { kind: "unknown" };
  }
  const index = places.findIndex(
    (place) =>
      place.stepId === eifStepId &&
      (eifSubStepId === undefined || place.subStepId === eifSubStepId) &&
      (policyId === undefined || place.policyId === policyId),
  );
  const place = places[index];
  return place ? { kind: "place", place, index } : { kind: "notApplicable" };
}

/** The route and params of a place: a per-policy sub-step's route carries /policy/{policyId}. */
export function placeRoute(clientId: string, place: EifPlace): { name: RouteName; params: PathParamValues } {
  const params = { clientId, eifStepId: place.stepId, eifSubStepId: place.subStepId };
  return place.policyId
    ? { name: "eifSubStepPolicy", params: { ...params, policyId: place.policyId } }
    : { name: "eifSubStep", params };
}
