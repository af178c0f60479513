/**
 * The carrier's form templates the product ships (issue 15), checked by `formTemplateSchema` when this file loads, so
 * that a template with a dangling role or a missing signature slot fails at start-up and in the tests, not when a
 * form is signed. The e-sign service seeds its templates from these.
 */
import { type FormTemplate, formTemplateSchema } from "../template-schema";
import { GROUP_APPLICATION } from "./group-application";
import { HIPAA_AUTHORIZATION } from "./hipaa-authorization";
import { PARTICIPATION_AGREEMENT } from "./participation-agreement";

export const CARRIER_FORM_TEMPLATES: readonly FormTemplate[] = [
  GROUP_APPLICATION,
  PARTICIPATION_AGREEMENT,
  HIPAA_AUTHORIZATION,
].map((template) => formTemplateSchema.parse(template));

/** The carrier's template with this id, or null. */
export function findCarrierTemplate(id: string): FormTemplate | null {
  return CARRIER_FORM_TEMPLATES.find((template) => template.id === id) ?? null;
}
