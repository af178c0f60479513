/**
 * What the service renders an envelope's document from: its template version (parsed back from the stored
 * definition), the values its active recipients have filled so far, and each recipient's evidence as the certificate
 * page states it. The envelope keeps no reader's language or zone: the service's documents are in the default
 * language and in the carrier's time zone, the zone named beside every time.
 */
import { DEFAULT_TIMEZONE } from "@onboard/domain/common/carrier-time-zone";
import { DEFAULT_LANGUAGE } from "@onboard/domain/common/environments";
import { type AdoptedSignature, PNG_DATA_URL_PREFIX } from "@onboard/domain/onboarding-forms/adopted-signature";
import type { FormFieldValues } from "@onboard/domain/onboarding-forms/field-values";
import { type FormTemplate, formTemplateSchema } from "@onboard/domain/onboarding-forms/template-schema";
import type { EsignAuthMethod } from "../../../db/schema/esign-enums";
import type { DbTransaction } from "../events/transaction";
import type { RecipientEvidence, RenderFormInput } from "../render/render-input";
import type { AuthenticationMethod } from "../render/render-text";
import type { EsignEnvelopeRow, EsignRecipientRow } from "../store/create-envelope";
import { findTemplate } from "../store/template-repository";
import { activeRecipients } from "./envelope-state";

/**
 * A portal session or an e-mailed link. Every portal session comes from a sign-in that ended with a verified
 * authenticator factor (modules/authn: SUCCESS only after verifying or enrolling one), so it is password + MFA.
 */
const AUTHENTICATION: Record<EsignAuthMethod, AuthenticationMethod> = {
  "portal-session": "portal-password-mfa",
  "email-link": "emailed-link",
};

export async function loadEnvelopeTemplate(tx: DbTransaction, envelope: EsignEnvelopeRow): Promise<FormTemplate> {
  const row = await findTemplate(tx, envelope.templateId, envelope.templateVersion);
  if (!row) throw new Error(`e-sign template ${envelope.templateId} v${envelope.templateVersion} is missing`);
  return formTemplateSchema.parse(row.definition);
}

/** Every active recipient's values, in routing order (each fills only their own role's fields). */
export function filledValues(recipients: readonly EsignRecipientRow[]): FormFieldValues {
  return Object.assign({}, ...activeRecipients(recipients).map((r) => r.fieldValues as FormFieldValues));
}

function adoptedSignature(recipient: EsignRecipientRow): AdoptedSignature | null {
  if (recipient.signatureKind === "typed" && recipient.signatureName) {
    return { kind: "typed", name: recipient.signatureName };
  }
  if (recipient.signatureKind === "drawn" && recipient.signatureImage) {
    return { kind: "drawn", pngDataUrl: `${PNG_DATA_URL_PREFIX}${recipient.signatureImage.toString("base64")}` };
  }
  return null;
}

export function recipientEvidence(recipient: EsignRecipientRow): RecipientEvidence {
  const method = recipient.authMethod ?? (recipient.clientUserId ? "portal-session" : "email-link");
  return {
    roleId: recipient.role,
    name: recipient.name,
    email: recipient.email,
    viewedAt: recipient.viewedAt,
    signedAt: recipient.signedAt,
    ip: recipient.ip,
    userAgent: recipient.userAgent,
    authentication: AUTHENTICATION[method],
    signature: adoptedSignature(recipient),
  };
}

/** The render input of the envelope's document at `createdAt`, with its active recipients in routing order. */
export function envelopeRenderInput(
  envelope: EsignEnvelopeRow,
  template: FormTemplate,
  recipients: readonly EsignRecipientRow[],
  createdAt: Date,
): RenderFormInput {
  return {
    envelopeId: envelope.id,
    template,
    values: filledValues(recipients),
    recipients: activeRecipients(recipients).map(recipientEvidence),
    language: DEFAULT_LANGUAGE,
    timeZone: DEFAULT_TIMEZONE,
    createdAt,
  };
}
