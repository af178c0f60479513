/**
 * Where a link into the EIF opens: the first step that is not complete (`firstIncompleteStep` of the draft's outline).
 * The link shows that path once the draft is loaded; a click before then waits for the draft and goes to the step it
 * names (the first step if it cannot be read), so that a quick click never opens the wrong step.
 */

import type { EifOutline } from "@onboard/domain/eif/eif-draft-schemas";
import { EIF_STEPS } from "@onboard/domain/eif/eif-steps";
import { firstIncompleteStep } from "@onboard/domain/eif/sub-step-issues";
import { useQueryClient } from "@tanstack/react-query";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { useLocalizedPath } from "../use-language";
import { eifDraftQueryOptions, useEifDraft } from "./get-eif-draft";

export interface EifFormLink {
  to: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

export function useEifFormLink(clientId: string, options: { enabled?: boolean } = {}): EifFormLink {
  const localizedPath = useLocalizedPath();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const draft = useEifDraft(clientId, options);
  const pathOf = (outline: EifOutline | undefined) =>
    localizedPath("eifStep", { clientId, eifStepId: outline ? firstIncompleteStep(outline) : EIF_STEPS[0] });
  const outline = draft.data?.outline as EifOutline | undefined;
  return {
    to: pathOf(outline),
    onClick: (event) => {
      // Loaded (or failed): the link already says where it goes. A new tab or window also keeps the link as it is.
      if (outline || draft.isError || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      queryClient
        .fetchQuery(eifDraftQueryOptions(clientId))
        .then((loaded) => navigate(pathOf(loaded.outline as EifOutline)))
        .catch(() => navigate(pathOf(undefined)));
    },
  };
}
