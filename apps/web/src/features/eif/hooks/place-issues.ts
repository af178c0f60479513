/**
 * What keeps a place of the EIF from being complete, as Next shows it: the values with an error (not sent), then the
 * missing answers the domain lists for the sub-step (for a per-policy sub-step, only this policy's).
 */
import { ANSWER_FIELD_SUB_STEP, type EifAnswerField } from "@onboard/domain/eif/eif-answers";
import { type EifSnapshot, type SubStepIssue, subStepIssues } from "@onboard/domain/eif/sub-step-issues";
import type { AnswerKey } from "./draft-autosave-store";
import type { EifPlace } from "./eif-places";

function isKeyOfPlace(key: AnswerKey, place: EifPlace): boolean {
  const policy = /^policies\.([^.]+)\./.exec(key);
  if (policy) return place.subStepId === "billing-preferences" && policy[1] === place.policyId;
  return ANSWER_FIELD_SUB_STEP[key as EifAnswerField] === place.subStepId;
}

export function placeIssues(
  place: EifPlace,
  snapshot: EifSnapshot,
  errors: Readonly<Record<AnswerKey, string>>,
): SubStepIssue[] {
  const invalid = Object.entries(errors)
    .filter(([key]) => isKeyOfPlace(key, place))
    .map(([field, message]) => ({ field, message }));
  const isInvalid = new Set(invalid.map((issue) => issue.field));
  const prefix = place.policyId ? `policies.${place.policyId}.` : null;
  const missing = subStepIssues(place.subStepId, snapshot).filter(
    (issue) => !isInvalid.has(issue.field) && (prefix === null || issue.field.startsWith(prefix)),
  );
  return [...invalid, ...missing];
}
