/**
 * Stores the carrier's templates (packages/domain) as the service's templates: a template not stored yet becomes its
 * version 1; one whose definition changed since its latest stored version becomes the next version (a stored version
 * is never rewritten: envelopes name theirs). Idempotent, so that every start and every test may run it.
 */

import { isDeepStrictEqual } from "node:util";
import type { FormTemplate } from "@onboard/domain/onboarding-forms/template-schema";
import type { DbExecutor } from "../../../db/executor";
import { findTemplate, putTemplate } from "./template-repository";

export async function ensureCarrierTemplates(db: DbExecutor, templates: readonly FormTemplate[]): Promise<void> {
  for (const template of templates) {
    const definition = template as unknown as Record<string, unknown>;
    const latest = await findTemplate(db, template.id);
    if (latest && isDeepStrictEqual(latest.definition, definition)) continue;
    await putTemplate(db, {
      id: template.id,
      name: template.name.en,
      definition,
      version: latest ? latest.version + 1 : 1,
    });
  }
}
