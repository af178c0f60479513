/** The sealed PDF of a completed envelope, as file storage keeps it; any other envelope is refused. */
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../../db/executor";
import { esignEnvelopes } from "../../../db/schema/esign";
import type { FileStorage } from "../../storage/file-storage";
import { UnknownEnvelopeError } from "../events/append-event";
import { completedDocumentKey } from "./complete-envelope";
import { assertStatus } from "./envelope-state";
import { CompletedDocumentMissingError } from "./service-errors";

export async function downloadCompleted(
  deps: { db: DbExecutor; storage: FileStorage },
  envelopeId: string,
): Promise<Uint8Array> {
  const [envelope] = await deps.db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, envelopeId));
  if (!envelope) throw new UnknownEnvelopeError(envelopeId);
  assertStatus(envelope, ["completed"], "download the completed document of");
  const key = completedDocumentKey(envelopeId);
  const bytes = await deps.storage.get(key);
  if (!bytes) throw new CompletedDocumentMissingError(envelopeId, key);
  return bytes;
}
