/** PUT /api/admin/phase-change-status-flag (SLF_OWNER): turns phase-change e-mails on or off. */
import { PHASE_CHANGE_FLAG_PATH, type PhaseChangeFlag } from "@onboard/domain/emails/owner-trigger-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { emailKeys } from "./email-keys";

export function updatePhaseChangeFlag(flag: PhaseChangeFlag): Promise<PhaseChangeFlag> {
  return apiClient.put<PhaseChangeFlag>(PHASE_CHANGE_FLAG_PATH, flag);
}

export function useUpdatePhaseChangeFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhaseChangeFlag,
    onSuccess: (flag) => queryClient.setQueryData(emailKeys.phaseChangeFlag(), flag),
  });
}
