/** PUT /api/clients/:clientId/calls/:call with If-Match: the version the form was loaded at (stale → 412). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { callQueryOptions } from "./get-call";
import { clientPath, hubKeys } from "./hub-keys";
import type { CallDetails, CallKind, CallUpdate } from "./hub-types";

export function updateCall(clientId: string, call: CallKind, version: number, input: CallUpdate): Promise<CallDetails> {
  return apiClient.put<CallDetails>(`${clientPath(clientId)}/calls/${call}`, input, {
    headers: { "If-Match": `"${version}"` },
  });
}

export function useUpdateCall(clientId: string, call: CallKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, input }: { version: number; input: CallUpdate }) =>
      updateCall(clientId, call, version, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(callQueryOptions(clientId, call).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: hubKeys.tasks(clientId) });
    },
    // Someone else saved first: reload, so the form shows what is stored now.
    onError: () => queryClient.invalidateQueries({ queryKey: hubKeys.call(clientId, call) }),
  });
}
