/** GET /api/clients/:clientId/monthly-claims-report-mailing-location: where the monthly claims report is mailed. */
import type { McrMailingLocation } from "@onboard/domain/eif/eif-resource-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export const MAILING_LOCATION_PATH = "/monthly-claims-report-mailing-location";

export function getMailingLocations(clientId: string): Promise<McrMailingLocation[]> {
  return apiClient.get<McrMailingLocation[]>(eifPath(clientId, MAILING_LOCATION_PATH));
}

export function mailingLocationsQueryOptions(clientId: string) {
  return queryOptions({ queryKey: eifKeys.mailingLocations(clientId), queryFn: () => getMailingLocations(clientId) });
}

export function useMailingLocations(clientId: string) {
  return useQuery(mailingLocationsQueryOptions(clientId));
}
