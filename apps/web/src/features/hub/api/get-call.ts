/** GET /api/clients/:clientId/calls/:call (kickoff or install): the call's choices, status and who updated it. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientPath, hubKeys } from "./hub-keys";
import type { CallDetails, CallKind } from "./hub-types";

export function getCall(clientId: string, call: CallKind): Promise<CallDetails> {
  return apiClient.get<CallDetails>(`${clientPath(clientId)}/calls/${call}`);
}

export function callQueryOptions(clientId: string, call: CallKind) {
  return queryOptions({ queryKey: hubKeys.call(clientId, call), queryFn: () => getCall(clientId, call) });
}

export function useCall(clientId: string, call: CallKind) {
  return useQuery(callQueryOptions(clientId, call));
}
