/** GET /api/clients/ticket/:ticketId/info (staff): which client already carries a ticket, so that the create form can warn. */
import type { TicketInfo } from "@onboard/domain/clients/client-schemas";
import type { Database } from "../../db/client";
import { presentClientRef } from "./presenter";
import { findClientByTicket } from "./repository";

export async function getTicketInfo(db: Database, ticketId: string): Promise<TicketInfo> {
  const client = await findClientByTicket(db, ticketId);
  return { client: client ? { ...presentClientRef(client), isArchived: client.isArchived } : null };
}
