/**
 * Short-hands the carrier's templates are written with, so that each template reads as its wording: a heading, a
 * paragraph, a field and a signature slot, each in en and es. They only build the plain data `formTemplateSchema`
 * checks.
 */
import type { FormBlock, FormField, FormRole } from "../template-schema";

export const heading = (en: string, es: string): FormBlock => ({ type: "heading", text: { en, es } });
export const paragraph = (en: string, es: string): FormBlock => ({ type: "paragraph", text: { en, es } });
export const signature = (roleId: string): FormBlock => ({ type: "signature", roleId });

export function field(
  id: string,
  label: [en: string, es: string],
  kind: FormField["kind"],
  filledBy: string,
  options: { required?: boolean; maxLength?: number; format?: FormField["format"] } = {},
): FormBlock {
  const { required = true, ...limits } = options;
  return { type: "field", field: { id, label: { en: label[0], es: label[1] }, kind, required, filledBy, ...limits } };
}

/** The roles the carrier's forms use. */
export const AUTHORIZED_SIGNER: FormRole = {
  id: "authorized-signer",
  label: { en: "Authorized signer", es: "Firmante autorizado" },
  optional: false,
};
export const BROKER: FormRole = {
  id: "broker",
  label: { en: "Broker", es: "Corredor" },
  optional: true,
};
