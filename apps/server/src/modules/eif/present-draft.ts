/**
 * The EIF state as GET and PATCH .../draft answer it, with the outline of applicable and complete sub-steps. The
 * client's name and the locations' names and addresses are answered with the escaped less-than sign restored.
 */
import { restoreLessThan } from "@onboard/domain/common/text-handling";
import type { EifDraftResponse } from "@onboard/domain/eif/eif-draft-schemas";
import { buildEifOutline } from "@onboard/domain/eif/sub-step-issues";
import { answerLocation } from "./present-location";
import type { EifState } from "./snapshot-repository";

export function presentDraft(state: EifState): EifDraftResponse {
  return {
    clientId: state.clientId,
    clientName: restoreLessThan(state.clientName),
    version: state.version,
    answers: state.answers,
    policies: [...state.policies],
    plans: [...state.plans],
    locations: state.locations.map(answerLocation),
    counts: state.counts,
    outline: buildEifOutline(state),
    eifSignedAt: state.eifSignedAt,
    updatedAt: state.updatedAt?.toISOString() ?? null,
  };
}
