/** Benefits explorer pages. */
import { eq } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import { clients, explorerPages } from "../../src/db/schema/index";
import { buildClient } from "./clients";
import { firstRow } from "./unique";
import { buildUser } from "./users";

export type ExplorerPageOverrides = Partial<typeof explorerPages.$inferInsert>;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
const isoDay = (days: number) => daysFromNow(days).toISOString().slice(0, 10);

/**
 * A live page (started 10 days ago, expiring in a year, open enrollment now) with overrides applied: of a new client
 * unless `clientId` is given, owned by a new SLF_ADMIN unless `pageOwnerUserId` is given.
 */
export async function buildExplorerPage(db: Database, overrides: ExplorerPageOverrides = {}) {
  const client = overrides.clientId
    ? firstRow(await db.select().from(clients).where(eq(clients.id, overrides.clientId)), "client")
    : await buildClient(db);
  const ownerId = overrides.pageOwnerUserId ?? (await buildUser(db, { role: "SLF_ADMIN" })).id;
  const rows = await db
    .insert(explorerPages)
    .values({
      clientId: client.id,
      clientName: client.name,
      name: "Acme Benefits",
      startsAt: daysFromNow(-10),
      expiresAt: daysFromNow(365),
      planYear: "2026",
      openEnrollmentStart: isoDay(-5),
      openEnrollmentEnd: isoDay(20),
      employerState: "MA",
      pageOwnerUserId: ownerId,
      notificationLink: "https://internal.example.com/notify",
      isLive: true,
      ...overrides,
    })
    .returning();
  return firstRow(rows, "explorer page");
}
