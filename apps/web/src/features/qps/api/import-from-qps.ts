/**
 * POST .../import-from-qps: brings QPS's importable values in as change records pending review (409: QPS has no
 * case). The difference and the EIF's change list are refreshed.
 */

import type { importFromQpsResultSchema } from "@onboard/domain/qps/qps-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { qpsClientPath, qpsKeys } from "./qps-keys";

export type ImportFromQpsResult = z.infer<typeof importFromQpsResultSchema>;

/** The EIF feature's keys start with ["eif", clientId] (features/eif/api/eif-keys.ts); a feature may not import them. */
const eifOfClient = (clientId: string) => ["eif", clientId] as const;

export function importFromQps(clientId: string): Promise<ImportFromQpsResult> {
  return apiClient.post<ImportFromQpsResult>(`${qpsClientPath(clientId)}/import-from-qps`);
}

export function useImportFromQps(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => importFromQps(clientId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qpsKeys.client(clientId) }),
        queryClient.invalidateQueries({ queryKey: eifOfClient(clientId) }),
      ]),
  });
}
