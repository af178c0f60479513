/** The client's locations (spec §3 "Location"): created and edited in the EIF; listed in the draft. */
import type { LocationBody } from "@onboard/domain/eif/eif-resource-schemas";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { locations } from "../../db/schema/index";

export type LocationRow = typeof locations.$inferSelect;

const columnsOf = ({ version: _version, ...body }: LocationBody) => ({
  name: body.name,
  address1: body.address1,
  address2: body.address2 ?? null,
  city: body.city,
  state: body.state,
  zipCode: body.zipCode,
  ...(body.locationType ? { locationType: body.locationType } : {}),
});

export async function insertLocation(db: DbExecutor, clientId: string, body: LocationBody): Promise<LocationRow> {
  const [row] = await db
    .insert(locations)
    .values({ clientId, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error("location insert returned no row");
  return row;
}

export async function lockLocation(db: DbExecutor, clientId: string, locationId: string): Promise<LocationRow | null> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.clientId, clientId), isNull(locations.deletedAt)))
    .for("update");
  return row ?? null;
}

export async function updateLocation(
  db: DbExecutor,
  locationId: string,
  body: LocationBody,
  now: Date,
): Promise<LocationRow> {
  const [row] = await db
    .update(locations)
    .set({ ...columnsOf(body), version: sql`${locations.version} + 1`, updatedAt: now })
    .where(eq(locations.id, locationId))
    .returning();
  if (!row) throw new Error("location update returned no row");
  return row;
}
