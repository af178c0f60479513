/**
 * The e-sign service's templates. A template version, once stored, is never rewritten: envelopes name the version
 * they were made from, so changing a form means storing its next version.
 */
import { and, desc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../../db/executor";
import { esignTemplates } from "../../../db/schema/esign";

export type EsignTemplateRow = typeof esignTemplates.$inferSelect;
export type NewEsignTemplate = Pick<EsignTemplateRow, "id" | "name" | "definition"> & { version?: number };

/** Stores a template version unless it is already there (a seed can run twice); answers the stored row. */
export async function putTemplate(db: DbExecutor, template: NewEsignTemplate): Promise<EsignTemplateRow> {
  await db.insert(esignTemplates).values(template).onConflictDoNothing();
  const stored = await findTemplate(db, template.id, template.version ?? 1);
  if (!stored) throw new Error(`the e-sign template ${template.id} was not stored`);
  return stored;
}

/** The given version of a template, or its latest when none is given; null when there is none. */
export async function findTemplate(db: DbExecutor, id: string, version?: number): Promise<EsignTemplateRow | null> {
  const [row] = await db
    .select()
    .from(esignTemplates)
    .where(and(eq(esignTemplates.id, id), version === undefined ? undefined : eq(esignTemplates.version, version)))
    .orderBy(desc(esignTemplates.version))
    .limit(1);
  return row ?? null;
}

/** The latest stored version of a template, or null: one index look-up, no definition read. */
export async function latestTemplateVersion(db: DbExecutor, id: string): Promise<number | null> {
  const [row] = await db
    .select({ version: esignTemplates.version })
    .from(esignTemplates)
    .where(eq(esignTemplates.id, id))
    .orderBy(desc(esignTemplates.version))
    .limit(1);
  return row?.version ?? null;
}
