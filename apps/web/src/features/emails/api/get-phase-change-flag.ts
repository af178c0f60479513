/** GET /api/admin/phase-change-status-flag (SLF_OWNER): whether phase-change e-mails are on. */
import { PHASE_CHANGE_FLAG_PATH, type PhaseChangeFlag } from "@onboard/domain/emails/owner-trigger-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { emailKeys } from "./email-keys";

export function getPhaseChangeFlag(): Promise<PhaseChangeFlag> {
  return apiClient.get<PhaseChangeFlag>(PHASE_CHANGE_FLAG_PATH);
}

export function phaseChangeFlagQueryOptions() {
  return queryOptions({ queryKey: emailKeys.phaseChangeFlag(), queryFn: getPhaseChangeFlag });
}

export function usePhaseChangeFlag(enabled: boolean) {
  return useQuery({ ...phaseChangeFlagQueryOptions(), enabled });
}
