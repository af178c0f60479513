/**
 * Every id a body names must be one of the client's records, and live: a location, contact or policy of another
 * client (or deleted, or unknown) is a 400 naming the field, never a foreign-key failure or someone else's record.
 */

import { EIF_RESOURCE_MESSAGES as M } from "@onboard/domain/eif/eif-resource-messages";
import type { FieldError } from "@onboard/domain/errors/error-shape";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { contacts, locations, policies } from "../../db/schema/index";
import { assertNoFieldErrors } from "./field-errors";

export type ReferenceKind = "location" | "contact" | "policy";

export interface Reference {
  kind: ReferenceKind;
  /** The field's path in the error, e.g. `body.locationId`. */
  path: string;
  /** Null or absent: nothing named, nothing to check. */
  id: string | null | undefined;
}

const MESSAGES: Record<ReferenceKind, string> = {
  location: M.locationNotOfClient,
  contact: M.contactNotOfClient,
  policy: M.policyNotOfClient,
};

async function idsOfClient(db: DbExecutor, clientId: string, kind: ReferenceKind, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows =
    kind === "location"
      ? await db
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.clientId, clientId), isNull(locations.deletedAt), inArray(locations.id, ids)))
      : kind === "contact"
        ? await db
            .select({ id: contacts.id })
            .from(contacts)
            .where(and(eq(contacts.clientId, clientId), isNull(contacts.deletedAt), inArray(contacts.id, ids)))
        : await db
            .select({ id: policies.id })
            .from(policies)
            .where(and(eq(policies.clientId, clientId), inArray(policies.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function referenceErrors(
  db: DbExecutor,
  clientId: string,
  refs: readonly Reference[],
): Promise<FieldError[]> {
  const named = refs.filter((ref): ref is Reference & { id: string } => typeof ref.id === "string");
  const found = new Map<ReferenceKind, Set<string>>();
  for (const kind of ["location", "contact", "policy"] as const) {
    const ids = [...new Set(named.filter((ref) => ref.kind === kind).map((ref) => ref.id))];
    found.set(kind, await idsOfClient(db, clientId, kind, ids));
  }
  return named
    .filter((ref) => !found.get(ref.kind)?.has(ref.id))
    .map((ref) => ({ path: ref.path, message: MESSAGES[ref.kind] }));
}

/** Throws 400 VALIDATION_ERROR listing every id that is not the client's. */
export async function assertClientReferences(db: DbExecutor, clientId: string, refs: readonly Reference[]) {
  assertNoFieldErrors(await referenceErrors(db, clientId, refs));
}
