/**
 * POST /api/clients/:clientId/locations (a new location) and PUT .../locations/:locationId with If-Match: the
 * location's version. Locations are listed in the draft, so a save refreshes the draft; a 412 reloads it too.
 */
import type { EifLocation } from "@onboard/domain/eif/eif-draft-schemas";
import type { LocationBodyInput } from "@onboard/domain/eif/eif-resource-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export interface SaveLocationRequest {
  clientId: string;
  /** The location edited; absent for a new one. */
  location?: Pick<EifLocation, "id" | "version">;
  body: LocationBodyInput;
}

export function saveLocation({ clientId, location, body }: SaveLocationRequest): Promise<EifLocation> {
  if (!location) return apiClient.post<EifLocation>(eifPath(clientId, "/locations"), body);
  return apiClient.put<EifLocation>(eifPath(clientId, `/locations/${encodeURIComponent(location.id)}`), body, {
    headers: { "If-Match": `"${location.version}"` },
  });
}

export function useSaveLocation(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<SaveLocationRequest, "clientId">) => saveLocation({ clientId, ...request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eifKeys.draft(clientId) }),
  });
}
