/** GET /api/clients/:clientId/eif-changes: the EIF's mode and edit state after signing (decision 019). */
import type { EifChanges } from "@onboard/domain/eif-changes/eif-changes-schema";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export function useEifChanges(clientId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: eifKeys.changes(clientId),
    queryFn: () => apiClient.get<EifChanges>(eifPath(clientId, "/eif-changes")),
    enabled: options.enabled ?? true,
  });
}
