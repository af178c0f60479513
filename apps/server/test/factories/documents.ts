/** Document rows (the bytes are the test's to put in storage, under the row's `storageKey`). */
import { randomBytes } from "node:crypto";
import type { Database } from "../../src/db/client";
import { documents } from "../../src/db/schema/index";
import { firstRow } from "./unique";

export type DocumentOverrides = Partial<typeof documents.$inferInsert>;

/**
 * A PDF plan summary of 1024 bytes, in no particular language, with its own name, hash and storage key, unless
 * overridden. Pass `clientId` for a client's document (without it, a carrier-wide one).
 */
export async function buildDocument(db: Database, overrides: DocumentOverrides = {}) {
  const rows = await db
    .insert(documents)
    .values({
      category: "plan-summary",
      name: `Document ${randomBytes(4).toString("hex")}.pdf`,
      mimeType: "application/pdf",
      sizeBytes: 1024,
      sha256: randomBytes(32).toString("hex"),
      storageKey: `plan-summary/${randomBytes(8).toString("hex")}.pdf`,
      ...overrides,
    })
    .returning();
  return firstRow(rows, "document");
}
