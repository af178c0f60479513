/**
 * What every field of an EIF sub-step reads: the draft as saved, overlaid with the answers not saved yet (so that a
 * question that depends on another appears as soon as it is answered), the autosave, and the missing answers shown
 * after Next.
 */
import type { EifAnswers } from "@onboard/domain/eif/eif-answers";
import type { EifDraftResponse } from "@onboard/domain/eif/eif-draft-schemas";
import type { EifSnapshot } from "@onboard/domain/eif/sub-step-issues";
import { createContext, useContext } from "react";
import type { AnswerKey } from "./draft-autosave-store";
import type { DraftAutosaveHandle } from "./use-draft-autosave";

export interface EifFormValue {
  clientId: string;
  draft: EifDraftResponse;
  snapshot: EifSnapshot;
  autosave: DraftAutosaveHandle;
  /** The missing answers of the sub-step, by key, once the person has pressed Next on it. */
  issues: Readonly<Record<string, string>>;
}

export const EifFormContext = createContext<EifFormValue | null>(null);

export function useEifForm(): EifFormValue {
  const value = useContext(EifFormContext);
  if (!value) throw new Error("useEifForm is used outside the EIF form");
  return value;
}

/** The draft with the unsaved answers in place of the saved ones. */
export function mergedSnapshot(draft: EifDraftResponse, unsaved: Readonly<Record<AnswerKey, unknown>>): EifSnapshot {
  const answers: Record<string, unknown> = { ...draft.answers };
  const policyChanges = new Map<string, Record<string, unknown>>();
  for (const [key, value] of Object.entries(unsaved)) {
    const policy = /^policies\.([^.]+)\.(.+)$/.exec(key);
    if (policy?.[1] && policy[2]) policyChanges.set(policy[1], { ...policyChanges.get(policy[1]), [policy[2]]: value });
    else answers[key] = value;
  }
  return {
    answers: answers as EifAnswers,
    policies: draft.policies.map((policy) => ({ ...policy, ...policyChanges.get(policy.id) })),
    plans: draft.plans,
    locations: draft.locations,
    counts: draft.counts,
    eifSignedAt: draft.eifSignedAt,
  };
}

function answerValueOf(snapshot: EifSnapshot, key: AnswerKey): unknown {
  const policy = /^policies\.([^.]+)\.(.+)$/.exec(key);
  if (policy?.[1] && policy[2]) {
    const found = snapshot.policies.find((p) => p.id === policy[1]) as Record<string, unknown> | undefined;
    return found?.[policy[2]] ?? null;
  }
  return (snapshot.answers as Record<string, unknown>)[key] ?? null;
}

/** One answer's field: its value, what its input shows, its message, and how to change it. */
export function useAnswer(key: AnswerKey) {
  const { snapshot, autosave, issues } = useEifForm();
  const hasInput = Object.hasOwn(autosave.state.inputs, key);
  return {
    value: answerValueOf(snapshot, key),
    input: hasInput ? autosave.state.inputs[key] : undefined,
    hasInput,
    error: autosave.state.errors[key] ?? issues[key],
    change: (value: unknown, input?: unknown) => autosave.update(key, value, input),
  };
}
