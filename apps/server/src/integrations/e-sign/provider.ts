/**
 * The e-signature provider as the portal sees it (decision 024): envelope calls in the shape of a hosted provider's
 * API (templates, envelopes, recipients in routing order, embedded signing for a signed-in user, void, correct,
 * reminders and expirations, documents), and the events it reports back through the HMAC-signed webhook. The
 * embedded service (`embedded-provider.ts`) is the default; a hosted one (DocuSign, mapped in the decision) is an
 * adapter of this interface chosen by `ESIGN_PROVIDER`. The portal never reads the provider's tables.
 */
import type { FormFieldValues } from "@onboard/domain/onboarding-forms/field-values";
import type { FormTemplate } from "@onboard/domain/onboarding-forms/template-schema";
import type { EsignEnvelopeStatus, EsignRecipientStatus } from "../../db/schema/esign-enums";
import type { SigningEvidence } from "./service/signing-evidence";

export interface ProviderRecipientInput {
  /** The template role the recipient fills and signs; their routing order is the role's. */
  roleId: string;
  name: string;
  email: string;
  /** The portal user who signs in the embedded view (only in their own session). */
  clientUserId: string;
}

export interface ProviderRecipient {
  id: string;
  roleId: string;
  name: string;
  email: string;
  routingOrder: number;
  clientUserId: string | null;
  status: EsignRecipientStatus;
  sentAt: Date | null;
  viewedAt: Date | null;
  signedAt: Date | null;
  declinedAt: Date | null;
  declineReason: string | null;
  lastRemindedAt: Date | null;
}

export interface ProviderEnvelope {
  id: string;
  templateId: string;
  templateVersion: number;
  status: EsignEnvelopeStatus;
  documentSha256: string | null;
  reminderIntervalDays: number;
  expiresAt: Date | null;
  sentAt: Date | null;
  completedAt: Date | null;
  voidedAt: Date | null;
  voidedReason: string | null;
  /** The sequence number of the envelope's last event: the webhook has reported everything up to it once applied. */
  lastEventSeq: number;
  customFields: Record<string, string>;
  /** Active recipients (a reassigned one is replaced), in routing order. */
  recipients: ProviderRecipient[];
}

export interface NewProviderEnvelope {
  templateId: string;
  recipients: readonly ProviderRecipientInput[];
  reminderIntervalDays: number;
  expiresAt: Date | null;
  /** The sender's references, echoed in every webhook (the portal's client and form ids). */
  customFields: Record<string, string>;
}

/** What the embedded signing view needs: the template version, the recipient's role, what earlier signers filled. */
export interface RecipientView {
  envelope: ProviderEnvelope;
  recipient: ProviderRecipient;
  template: FormTemplate;
  values: FormFieldValues;
}

export interface ProviderSigning {
  values: unknown;
  signature: unknown;
  evidence: SigningEvidence;
}

/** A reminder the provider says is due: the recipient whose turn it is and has not signed for `interval` days. */
export interface DueReminder {
  envelope: ProviderEnvelope;
  recipient: ProviderRecipient;
}

export interface ESignProvider {
  readonly name: string;
  /** The template's current version, or null when the provider has none with this id. */
  getTemplate(templateId: string): Promise<FormTemplate | null>;
  /** Creates the envelope and sends it to its first routing order. */
  createEnvelope(input: NewProviderEnvelope, at?: Date): Promise<ProviderEnvelope>;
  getEnvelope(envelopeId: string): Promise<ProviderEnvelope | null>;
  /** Opens the signing view for the recipient whose turn it is (a `viewed` event). */
  openRecipientView(
    envelopeId: string,
    recipientId: string,
    evidence: SigningEvidence,
    at?: Date,
  ): Promise<RecipientView>;
  sign(envelopeId: string, recipientId: string, signing: ProviderSigning, at?: Date): Promise<ProviderEnvelope>;
  decline(
    envelopeId: string,
    recipientId: string,
    decline: { reason: string; evidence: SigningEvidence },
    at?: Date,
  ): Promise<ProviderEnvelope>;
  voidEnvelope(envelopeId: string, reason: string, at?: Date): Promise<ProviderEnvelope>;
  /** Hands a pending recipient's place to someone else; answers the envelope with the new recipient in it. */
  reassignRecipient(
    envelopeId: string,
    recipientId: string,
    to: Omit<ProviderRecipientInput, "roleId">,
    at?: Date,
  ): Promise<{ envelope: ProviderEnvelope; recipient: ProviderRecipient }>;
  /** Corrects a pending recipient's e-mail (a `reassigned` event naming the change). */
  updateRecipientEmail(envelopeId: string, recipientId: string, email: string, at?: Date): Promise<ProviderEnvelope>;
  /** Adds a recipient for a role the envelope has no active recipient for. */
  addRecipient(
    envelopeId: string,
    recipient: ProviderRecipientInput,
    at?: Date,
  ): Promise<{ envelope: ProviderEnvelope; recipient: ProviderRecipient }>;
  /** Changes the reminder schedule and the expiry of an unfinished envelope. */
  setNotification(
    envelopeId: string,
    notification: { reminderIntervalDays: number; expiresAt: Date | null },
    at?: Date,
  ): Promise<ProviderEnvelope>;
  /** The sealed PDF with its certificate page (completed envelopes only). */
  downloadCompleted(envelopeId: string): Promise<Uint8Array>;
  /** The document as it was sent (its SHA-256 is the one the certificate page names). */
  downloadAsSent(envelopeId: string): Promise<Uint8Array>;
  /** Records that a reminder went to the recipient (a `reminded` event). */
  markReminded(envelopeId: string, recipientId: string, at?: Date): Promise<void>;
  /** Recipients due a reminder at `now`: their turn, unsigned, last sent or reminded `interval` days ago or more. */
  dueReminders(now: Date): Promise<DueReminder[]>;
  /** Expires every open envelope past its expiry (an `expired` event each); answers their ids. */
  expireDue(now: Date): Promise<string[]>;
}
