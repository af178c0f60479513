/**
 * The e-sign service's own vocabulary (issue 15, decision 024): envelope and recipient statuses, event types and how a
 * recipient was authenticated. They are the provider's words, lower case like a hosted provider's API (DocuSign's
 * `sent`, `completed`…), not the portal's `onboarding_form_status`, which mirrors them as the spec's client sees them.
 */
import { pgEnum } from "drizzle-orm/pg-core";

export const ESIGN_ENVELOPE_STATUSES = [
  "created",
  "sent",
  "delivered",
  "completed",
  "declined",
  "voided",
  "expired",
] as const;
export type EsignEnvelopeStatus = (typeof ESIGN_ENVELOPE_STATUSES)[number];

/** A recipient is `created` until their turn in routing order, then `sent`, `delivered` once they open the document. */
export const ESIGN_RECIPIENT_STATUSES = ["created", "sent", "delivered", "signed", "declined", "reassigned"] as const;
export type EsignRecipientStatus = (typeof ESIGN_RECIPIENT_STATUSES)[number];

export const ESIGN_EVENT_TYPES = [
  "created",
  "sent",
  "viewed",
  "signed",
  "declined",
  "voided",
  "reassigned",
  "completed",
  "expired",
  "reminded",
] as const;
export type EsignEventType = (typeof ESIGN_EVENT_TYPES)[number];

/** How the signer proved who they were: a signed-in portal session (embedded signing) or a link e-mailed to them. */
export const ESIGN_AUTH_METHODS = ["portal-session", "email-link"] as const;
export type EsignAuthMethod = (typeof ESIGN_AUTH_METHODS)[number];

/** A signature as adopted: a typed name (shown in a script face) or a drawn one, kept as PNG bytes. */
export const ESIGN_SIGNATURE_KINDS = ["typed", "drawn"] as const;
export type EsignSignatureKind = (typeof ESIGN_SIGNATURE_KINDS)[number];

export const esignEnvelopeStatusEnum = pgEnum("esign_envelope_status", ESIGN_ENVELOPE_STATUSES);
export const esignRecipientStatusEnum = pgEnum("esign_recipient_status", ESIGN_RECIPIENT_STATUSES);
export const esignEventTypeEnum = pgEnum("esign_event_type", ESIGN_EVENT_TYPES);
export const esignAuthMethodEnum = pgEnum("esign_auth_method", ESIGN_AUTH_METHODS);
export const esignSignatureKindEnum = pgEnum("esign_signature_kind", ESIGN_SIGNATURE_KINDS);
