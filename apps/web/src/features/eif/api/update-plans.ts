/**
 * PUT /api/clients/:clientId/plans: claims-payment answers for some plans, each with the version it was edited from
 * (412 when stale). The plans live in the draft: the answer's plans are written into it at once, so that the next
 * change sends the new versions, and the draft is then refreshed (its outline may change).
 */
import type { EifDraftResponse, EifPlan } from "@onboard/domain/eif/eif-draft-schemas";
import type { PlanAnswersInput } from "@onboard/domain/eif/eif-resource-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export function updatePlans(clientId: string, plans: PlanAnswersInput[]): Promise<EifPlan[]> {
  return apiClient
    .put<EifPlan[] | { plans: EifPlan[] }>(eifPath(clientId, "/plans"), { plans })
    .then((answer) => (Array.isArray(answer) ? answer : (answer?.plans ?? [])));
}

export function useUpdatePlans(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plans: PlanAnswersInput[]) => updatePlans(clientId, plans),
    onSuccess: (saved) => {
      const byId = new Map(saved.map((plan) => [plan.id, plan]));
      queryClient.setQueryData<EifDraftResponse>(eifKeys.draft(clientId), (draft) =>
        draft ? { ...draft, plans: draft.plans.map((plan) => byId.get(plan.id) ?? plan) } : draft,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eifKeys.draft(clientId) }),
  });
}
