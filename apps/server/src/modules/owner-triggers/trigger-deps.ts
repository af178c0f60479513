/** What every owner trigger works with: the database, the mailer, links into the portal, who asked, and now. */
import type { Database } from "../../db/client";
import type { Mailer } from "../../integrations/mail/mailer";

export interface TriggerDeps {
  db: Database;
  mailer: Mailer;
  publicOrigin: string;
  actor: { actorUserId: string | null; ip: string | null };
  now: Date;
}

/** YYYY-MM-DD of a date in UTC, and that day plus `days`; `date` columns compare with these. */
export function isoDay(date: Date, plusDays = 0): string {
  return new Date(date.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);
}
