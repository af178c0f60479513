/**
 * Where a link into the EIF opens: the first step that is not complete (`firstIncompleteStep` of the draft's outline),
 * or the first step while the draft is loading or cannot be read.
 */

import type { EifOutline } from "@onboard/domain/eif/eif-draft-schemas";
import { EIF_STEPS } from "@onboard/domain/eif/eif-steps";
import { firstIncompleteStep } from "@onboard/domain/eif/sub-step-issues";
import { useLocalizedPath } from "../use-language";
import { useEifDraft } from "./get-eif-draft";

export function useEifFormPath(clientId: string, options: { enabled?: boolean } = {}): string {
  const localizedPath = useLocalizedPath();
  const draft = useEifDraft(clientId, options);
  const outline = draft.data?.outline as EifOutline | undefined;
  const eifStepId = outline ? firstIncompleteStep(outline) : EIF_STEPS[0];
  return localizedPath("eifStep", { clientId, eifStepId });
}
