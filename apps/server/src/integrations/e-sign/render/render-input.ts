/**
 * What a form is rendered from: the envelope, its template and the values filled so far, its recipients with the
 * evidence of their viewing and signing, the reader's language and time zone, and the PDF's creation date; for the
 * completed document also the SHA-256 of the document as sent and when the envelope was completed.
 */
import type { Language } from "@onboard/domain/common/environments";
import type { AdoptedSignature } from "@onboard/domain/onboarding-forms/adopted-signature";
import type { FormFieldValues } from "@onboard/domain/onboarding-forms/field-values";
import type { FormTemplate } from "@onboard/domain/onboarding-forms/template-schema";
import type { AuthenticationMethod } from "./render-text";

/** What the service knows of one recipient: who they are, and the evidence of their viewing and signing. */
export interface RecipientEvidence {
  /** The template role they fill and sign for. */
  roleId: string;
  name: string;
  email: string;
  viewedAt: Date | null;
  signedAt: Date | null;
  ip: string | null;
  userAgent: string | null;
  authentication: AuthenticationMethod;
  signature: AdoptedSignature | null;
}

export interface RenderFormInput {
  envelopeId: string;
  template: FormTemplate;
  /** What the recipients have filled so far (validated by `validateRecipientValues`). */
  values: FormFieldValues;
  /** In routing order. */
  recipients: readonly RecipientEvidence[];
  language: Language;
  /** An IANA zone (checked by the caller); every time is written in it, with the zone named. */
  timeZone: string;
  /** The PDF's creation date: when the envelope was sent, or completed. */
  createdAt: Date;
}

export interface CertificateInput extends RenderFormInput {
  /** The SHA-256 (hex) of the document as sent, as kept when the envelope was sent. */
  asSentSha256: string;
  completedAt: Date;
}
