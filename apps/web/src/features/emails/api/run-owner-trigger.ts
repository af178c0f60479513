/** POST /api/admin/<trigger> (SLF_OWNER): runs one owner-only trigger; the e-mail lists refresh afterwards. */
import {
  OWNER_TRIGGER_PATHS,
  type OwnerTriggerName,
  type TriggerSummary,
} from "@onboard/domain/emails/owner-trigger-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { emailKeys } from "./email-keys";

export function runOwnerTrigger(trigger: OwnerTriggerName): Promise<TriggerSummary> {
  return apiClient.post<TriggerSummary>(`/api/admin/${OWNER_TRIGGER_PATHS[trigger]}`);
}

export function useRunOwnerTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runOwnerTrigger,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
