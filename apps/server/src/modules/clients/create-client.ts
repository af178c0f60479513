/** POST /api/clients (staff): creates the client, checking its base client when it is an Add Coverage one. */
import type { CreateClientBody } from "@onboard/domain/clients/client-schemas";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { recordAudit } from "../audit/index";
import { checkBaseClient } from "./base-client-rules";
import { clientColumns } from "./client-columns";
import { auditedClientFields } from "./presenter";
import { findClient, insertClient } from "./repository";

export async function createClient(db: Database, actor: Actor, body: CreateClientBody) {
  return db.transaction(async (tx) => {
    if (body.baseClientId) await checkBaseClient(tx, { id: null, ...body }, body.baseClientId);
    const row = await insertClient(tx, { ...clientColumns(body), name: body.name, caseId: body.caseId });
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "client.create",
      entity: "Client",
      entityId: row.id,
      clientId: row.id,
      before: null,
      after: auditedClientFields(row),
    });
    const created = await findClient(tx, row.id);
    if (!created) throw new Error("created client not found");
    return created;
  });
}
