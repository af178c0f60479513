/**
 * The form of each setup step that takes text: its fields, how the typed text becomes the step's API body, and a
 * react-hook-form resolver that checks that body with the domain's schema (so the form and the API agree).
 * Add broker / add ben admin and merge instances pick a record instead (setup-step-modal.tsx).
 */
import { SETUP_STEP_BODY_SCHEMAS, type SetupStepId } from "@onboard/domain/clients/setup-steps";
import type { FieldErrors, Resolver } from "react-hook-form";

export interface StepField {
  name: string;
  /** Where the value goes in the body, e.g. "companyInfo.legalName". */
  path: string;
  isRequired?: boolean;
  type?: "email";
  /** A comma-separated list, sent as an array. */
  isList?: boolean;
}

const companyFields: StepField[] = [
  { name: "legalName", path: "companyInfo.legalName", isRequired: true },
  { name: "taxId", path: "companyInfo.taxId" },
  { name: "sicCode", path: "companyInfo.sicCode" },
];

export const STEP_FIELDS: Partial<Record<SetupStepId, StepField[]>> = {
  "census-template": [{ name: "templateName", path: "templateName", isRequired: true }],
  "e-signature": [
    { name: "templateIds", path: "templateIds", isRequired: true, isList: true },
    { name: "signerName", path: "signerName", isRequired: true },
    { name: "signerEmail", path: "signerEmail", isRequired: true, type: "email" },
    { name: "envelopeId", path: "envelopeId" },
  ],
  "configure-company": companyFields,
  "import-company-info": companyFields,
  resources: [{ name: "note", path: "note", isRequired: true }],
  "update-tracker": [
    { name: "ticketId", path: "ticketId", isRequired: true },
    { name: "note", path: "note" },
  ],
};

export type StepFormValues = Record<string, string>;

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const [head, ...rest] = path.split(".");
  if (!head) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const child = (target[head] ?? {}) as Record<string, unknown>;
  target[head] = child;
  setPath(child, rest.join("."), value);
}

/** The body the step's API takes; optional empty fields are left out. */
export function toStepBody(fields: readonly StepField[], values: StepFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = (values[field.name] ?? "").trim();
    if (raw === "" && !field.isRequired) continue;
    const value = field.isList
      ? raw
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean)
      : raw;
    setPath(body, field.path, value);
  }
  return body;
}

/** The form field an API path (`companyInfo.legalName`, `templateIds.0`) belongs to. */
export function fieldForPath(fields: readonly StepField[], path: string): string | null {
  const match = fields.find((field) => path === field.path || path.startsWith(`${field.path}.`));
  return match?.name ?? null;
}

export function stepResolver(step: SetupStepId, fields: readonly StepField[]): Resolver<StepFormValues> {
  return async (values) => {
    const result = SETUP_STEP_BODY_SCHEMAS[step].safeParse(toStepBody(fields, values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<StepFormValues> = {};
    for (const issue of result.error.issues) {
      const name = fieldForPath(fields, issue.path.map(String).join("."));
      if (name && !errors[name]) errors[name] = { type: "validate", message: issue.message };
    }
    return { values: {}, errors };
  };
}
