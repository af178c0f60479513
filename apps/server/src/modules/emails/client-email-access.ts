/**
 * Who may read a client's e-mails: whoever may read the client (staff any; a broker or ben admin their own, else
 * 403). A deleted client is 404 for everyone; an archived one is 404 outside the carrier staff, as the client is.
 */
import { asSubject } from "@onboard/domain/permissions/app-ability";
import type { Actor } from "../../core/actor";
import { authorize } from "../../core/authorize";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { findClientForEmails } from "./repository";

export async function authorizeClientEmails(actor: Actor, db: Database, clientId: string): Promise<void> {
  const user = authorize(actor, "read", asSubject("Client", { id: clientId }));
  const client = await findClientForEmails(db, clientId);
  const isStaff = user.role === "SLF_OWNER" || user.role === "SLF_ADMIN";
  if (!client || (client.isArchived && !isStaff)) throw notFound();
}
