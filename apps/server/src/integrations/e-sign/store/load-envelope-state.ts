/**
 * An envelope as the provider's calls answer it: the envelope and its recipients in routing order, without its event
 * log (which grows with every view; `loadEnvelope` reads it for the chain's checks). One relational query, prepared
 * by name once per database or transaction, like `loadEnvelope`.
 */
import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/executor";
import type { EsignEnvelopeRow, EsignRecipientRow } from "./create-envelope";

export interface EnvelopeState extends EsignEnvelopeRow {
  recipients: EsignRecipientRow[];
}

const preparedByDb = new WeakMap<object, ReturnType<typeof prepareLoad>>();

function prepareLoad(db: DbExecutor) {
  return db.query.esignEnvelopes
    .findFirst({
      where: (envelope, { eq }) => eq(envelope.id, sql.placeholder("envelopeId")),
      with: { recipients: { orderBy: (r, { asc }) => [asc(r.routingOrder), asc(r.createdAt), asc(r.id)] } },
    })
    .prepare("esign_load_envelope_state");
}

export async function loadEnvelopeState(db: DbExecutor, envelopeId: string): Promise<EnvelopeState | null> {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = prepareLoad(db);
    preparedByDb.set(db, prepared);
  }
  return (await prepared.execute({ envelopeId })) ?? null;
}
