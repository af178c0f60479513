/** The EIF state as GET and PATCH .../draft answer it, with the outline of applicable and complete sub-steps. */
import type { EifDraftResponse } from "@onboard/domain/eif/eif-draft-schemas";
import { buildEifOutline } from "@onboard/domain/eif/sub-step-issues";
import type { EifState } from "./snapshot-repository";

export function presentDraft(state: EifState): EifDraftResponse {
  return {
    clientId: state.clientId,
    clientName: state.clientName,
    version: state.version,
    answers: state.answers,
    policies: [...state.policies],
    plans: [...state.plans],
    locations: [...state.locations],
    counts: state.counts,
    outline: buildEifOutline(state),
    eifSignedAt: state.eifSignedAt,
    updatedAt: state.updatedAt?.toISOString() ?? null,
  };
}
