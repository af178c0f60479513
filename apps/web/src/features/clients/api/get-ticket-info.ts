/** GET /api/clients/ticket/:ticketId/info: which client already carries a ticket (the create form warns). */
import type { TicketInfo } from "@onboard/domain/clients/client-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientKeys } from "./client-keys";

export function getTicketInfo(ticketId: string): Promise<TicketInfo> {
  return apiClient.get<TicketInfo>(`/api/clients/ticket/${encodeURIComponent(ticketId)}/info`);
}

export function ticketInfoQueryOptions(ticketId: string) {
  return queryOptions({
    queryKey: clientKeys.ticket(ticketId),
    queryFn: () => getTicketInfo(ticketId),
    enabled: ticketId.trim() !== "",
  });
}

export function useTicketInfo(ticketId: string) {
  return useQuery(ticketInfoQueryOptions(ticketId.trim()));
}
