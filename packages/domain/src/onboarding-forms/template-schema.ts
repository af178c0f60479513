/**
 * A carrier's form template as data (issue 15): its id, its name in en and es, the recipient roles that fill and sign
 * it in routing order, and its pages, each a list of blocks (headings, paragraphs, fields, signature slots). Plain
 * JSON, so the e-sign service can keep a template in Postgres and a hosted provider's template can be mapped onto it;
 * a field's value schema is derived from its kind and limits (`field-values.ts`), not stored.
 * The schema also checks what ties the parts together: ids unique, every field filled by a declared role, and one
 * signature slot per role.
 */
import { z } from "zod";

/** A text in both languages of the portal. */
export const localizedTextSchema = z.object({ en: z.string().min(1), es: z.string().min(1) }).strict();
export type LocalizedText = z.infer<typeof localizedTextSchema>;

const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and dashes");

export const FORM_FIELD_KINDS = ["text", "date", "checkbox"] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

/** Formats a text field may ask for (their rules are the portal's shared ones, `field-values.ts`). */
export const FORM_TEXT_FORMATS = ["taxId", "zipCode", "email"] as const;
export type FormTextFormat = (typeof FORM_TEXT_FORMATS)[number];

export const formFieldSchema = z
  .object({
    id: idSchema,
    label: localizedTextSchema,
    kind: z.enum(FORM_FIELD_KINDS),
    /** A required checkbox must be checked (an attestation); a required text or date must be given. */
    required: z.boolean(),
    /** The role id of the recipient who fills it. */
    filledBy: idSchema,
    /** Text only: at most this many characters (191 unless less). */
    maxLength: z.number().int().min(1).max(191).optional(),
    /** Text only. */
    format: z.enum(FORM_TEXT_FORMATS).optional(),
  })
  .strict();
export type FormField = z.infer<typeof formFieldSchema>;

export const formRoleSchema = z
  .object({
    id: idSchema,
    /** What the signature slot is labelled, e.g. "Authorized signer", "Broker". */
    label: localizedTextSchema,
    /** An optional role's recipient may be left out of an envelope (e.g. a client without a broker). */
    optional: z.boolean().default(false),
  })
  .strict();
export type FormRole = z.infer<typeof formRoleSchema>;

export const formBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heading"), text: localizedTextSchema }).strict(),
  z.object({ type: z.literal("paragraph"), text: localizedTextSchema }).strict(),
  z.object({ type: z.literal("field"), field: formFieldSchema }).strict(),
  z.object({ type: z.literal("signature"), roleId: idSchema }).strict(),
]);
export type FormBlock = z.infer<typeof formBlockSchema>;

export const formPageSchema = z.object({ blocks: z.array(formBlockSchema).min(1) }).strict();
export type FormPage = z.infer<typeof formPageSchema>;

export const formTemplateSchema = z
  .object({
    id: z.string().regex(/^tpl-[a-z0-9]+(-[a-z0-9]+)*$/, "A template id starts with tpl-"),
    name: localizedTextSchema,
    /** Who fills and signs it, in routing order: the first role signs first. */
    roles: z.array(formRoleSchema).min(1),
    pages: z.array(formPageSchema).min(1),
  })
  .strict()
  .superRefine((template, context) => {
    const problem = (message: string, path: (string | number)[]) => context.addIssue({ code: "custom", message, path });
    const roleIds = template.roles.map((role) => role.id);
    roleIds.forEach((id, i) => {
      if (roleIds.indexOf(id) !== i) problem(`Role "${id}" is declared twice`, ["roles", i, "id"]);
    });
    const fieldIds = new Set<string>();
    /** Role id → its slots, in the order the slots first appear. */
    const signed = new Map<string, number>();
    template.pages.forEach((page, p) => {
      page.blocks.forEach((block, b) => {
        const path = ["pages", p, "blocks", b];
        if (block.type === "field") {
          const { field } = block;
          if (fieldIds.has(field.id)) problem(`Field "${field.id}" appears twice`, [...path, "field", "id"]);
          fieldIds.add(field.id);
          if (!roleIds.includes(field.filledBy)) {
            problem(`Field "${field.id}" is filled by an unknown role "${field.filledBy}"`, [...path, "field"]);
          }
          if (field.kind !== "text" && (field.maxLength !== undefined || field.format !== undefined)) {
            problem(`Only a text field takes a length or a format ("${field.id}")`, [...path, "field"]);
          }
        }
        if (block.type === "signature") {
          if (!roleIds.includes(block.roleId)) problem(`Signature of an unknown role "${block.roleId}"`, path);
          signed.set(block.roleId, (signed.get(block.roleId) ?? 0) + 1);
        }
      });
    });
    for (const id of roleIds) {
      const slots = signed.get(id) ?? 0;
      if (slots !== 1) problem(`Role "${id}" needs exactly one signature slot, not ${slots}`, ["roles"]);
    }
    const slotOrder = [...signed.keys()].filter((id) => roleIds.includes(id));
    if (slotOrder.join() !== roleIds.filter((id) => signed.has(id)).join()) {
      problem("The signature slots must follow the roles' routing order", ["pages"]);
    }
  });
/** A template as written (an optional role may leave out `optional`). */
export type FormTemplateInput = z.input<typeof formTemplateSchema>;
export type FormTemplate = z.output<typeof formTemplateSchema>;

/** Every field of a template, page by page. */
export function templateFields(template: Pick<FormTemplate, "pages">): FormField[] {
  return template.pages.flatMap((page) =>
    page.blocks.flatMap((block) => (block.type === "field" ? [block.field] : [])),
  );
}
