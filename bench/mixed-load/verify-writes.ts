/**
 * After the load: is every acknowledged write in the database? A client or call write is found by its marker in the
 * audit log (written in the write's own transaction); the client's final ticket id must be the marker of its
 * acknowledged client write with the highest version (no later write overwrote it unseen); each upload's documents
 * must exist with the marker in their name.
 */
import pg from "pg";
import type { Acknowledged } from "./operations";

export interface WriteCheck {
  acknowledged: number;
  lost: string[];
}

export async function verifyWrites(databaseUrl: string, acknowledged: Acknowledged): Promise<WriteCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const lost: string[] = [];
    const audit = await client.query<{ details: string }>(
      "select details::text as details from audit_log where action in ('client.update', 'call.update')",
    );
    const audited = new Set(audit.rows.flatMap((row) => row.details.match(/mlw-\d+-\d+/g) ?? []));
    for (const write of acknowledged.writes) {
      if (!audited.has(write.marker)) lost.push(`${write.kind} write ${write.marker} (no audit entry)`);
    }

    const latest = new Map<string, { marker: string; version: number }>();
    for (const write of acknowledged.writes.filter((w) => w.kind === "client")) {
      const seen = latest.get(write.clientId);
      if (!seen || write.version > seen.version) latest.set(write.clientId, write);
    }
    const rows = await client.query<{ id: string; ticket_id: string | null; version: number }>(
      "select id, ticket_id, version from clients where id = any($1)",
      [[...latest.keys()]],
    );
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    for (const [clientId, write] of latest) {
      const row = byId.get(clientId);
      if (row?.ticket_id !== write.marker) {
        lost.push(
          `client ${clientId}: ticket id ${row?.ticket_id} ≠ last acknowledged ${write.marker} (v${write.version})`,
        );
      }
    }

    const ids = acknowledged.uploads.flatMap((u) => u.documentIds);
    const documents = await client.query<{ id: string; name: string }>(
      "select id, name from documents where id = any($1) and deleted_at is null",
      [ids],
    );
    const names = new Map(documents.rows.map((row) => [row.id, row.name]));
    for (const upload of acknowledged.uploads) {
      for (const id of upload.documentIds) {
        if (!names.get(id)?.includes(upload.marker)) lost.push(`upload ${upload.marker}: document ${id} missing`);
      }
    }
    return { acknowledged: acknowledged.writes.length + acknowledged.uploads.length, lost };
  } finally {
    await client.end();
  }
}
