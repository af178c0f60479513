/** POST /api/clients/:clientId/base-client (staff), and the "merge instances" setup step: links or unlinks the base client. */
import type { ClientDetail } from "@onboard/domain/clients/client-schemas";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/executor";
import { notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { checkBaseClient } from "./base-client-rules";
import { presentWithBase } from "./get-client";
import { type ClientRowWithErrors, lockClient, updateClientRow } from "./repository";

/** Inside a transaction: checks and writes the link, and records it. */
export async function linkBaseClientIn(
  tx: DbExecutor,
  actor: Actor,
  current: ClientRowWithErrors,
  baseClientId: string | null,
  now: Date,
  path?: string,
): Promise<ClientRowWithErrors> {
  if (baseClientId !== null) await checkBaseClient(tx, current, baseClientId, path);
  const updated = await updateClientRow(tx, current.id, { baseClientId }, now);
  await recordAudit(tx, {
    ...auditActor(actor),
    action: baseClientId ? "client.link-base-client" : "client.unlink-base-client",
    entity: "Client",
    entityId: current.id,
    clientId: current.id,
    before: { baseClientId: current.baseClientId },
    after: { baseClientId },
  });
  return updated;
}

export async function linkBaseClient(
  db: Database,
  actor: Actor,
  input: { clientId: string; baseClientId: string | null },
  now: Date,
): Promise<ClientDetail> {
  return db.transaction(async (tx) => {
    const current = await lockClient(tx, input.clientId);
    if (!current) throw notFound();
    const updated = await linkBaseClientIn(tx, actor, current, input.baseClientId, now);
    return presentWithBase(tx, updated);
  });
}
