/**
 * The calls that move the EIF's changes after signing (decision 022): send them for review, the carrier's review
 * (accept or decline with a reason), undo the implementation consultant's edits, and the change log. Each refreshes
 * the whole form: a decline or an undo puts answers back.
 */
import type { ChangeLogEntry, EifChangeReviewBody } from "@onboard/domain/eif-changes/change-review-schema";
import type { EifChanges } from "@onboard/domain/eif-changes/eif-changes-schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export function useChangeLog(clientId: string) {
  return useQuery({
    queryKey: eifKeys.changeLog(clientId),
    queryFn: () => apiClient.get<{ entries: ChangeLogEntry[] }>(eifPath(clientId, "/change-log/deif-changes")),
  });
}

function useChangeAction<T>(clientId: string, call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eifKeys.all(clientId) }),
  });
}

export const useSendChangesForReview = (clientId: string) =>
  useChangeAction(clientId, () => apiClient.post<EifChanges>(eifPath(clientId, "/eif-changes/ready-for-review")));

export const useReviewChanges = (clientId: string) =>
  useChangeAction(clientId, (body: EifChangeReviewBody) =>
    apiClient.post<EifChanges>(eifPath(clientId, "/eif-changes/review"), body),
  );

export const useUndoIcEdits = (clientId: string) =>
  useChangeAction(clientId, () => apiClient.post(eifPath(clientId, "/undo-ic-edits")));
