/**
 * Creates an envelope from a template with its recipients, in one transaction that also writes the log's first
 * event (`created`, naming the template version and each recipient). Nothing is sent yet: the envelope and its
 * recipients start as `created`; sending (rendering the document, its SHA-256, the first routing order) comes after.
 */

import type { DbExecutor } from "../../../db/executor";
import { esignEnvelopes, esignRecipients } from "../../../db/schema/esign";
import { appendEvent } from "../events/append-event";
import { findTemplate } from "./template-repository";

export interface NewEnvelopeRecipient {
  name: string;
  email: string;
  /** The template role whose fields and signature slot this recipient fills. */
  role: string;
  routingOrder: number;
  clientUserId?: string | null;
}

export interface NewEnvelope {
  templateId: string;
  /** The template version to use; its latest by default. */
  templateVersion?: number;
  recipients: readonly NewEnvelopeRecipient[];
  reminderIntervalDays?: number;
  expiresAt?: Date | null;
  webhookUrl?: string | null;
  customFields?: Record<string, string>;
  at?: Date;
}

export type EsignEnvelopeRow = typeof esignEnvelopes.$inferSelect;
export type EsignRecipientRow = typeof esignRecipients.$inferSelect;

export class EnvelopeInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EnvelopeInputError";
  }
}

export async function createEnvelope(
  db: DbExecutor,
  input: NewEnvelope,
): Promise<{ envelope: EsignEnvelopeRow; recipients: EsignRecipientRow[] }> {
  if (input.recipients.length === 0) throw new EnvelopeInputError("an envelope needs at least one recipient");
  const at = input.at ?? new Date();
  return db.transaction(async (tx) => {
    const template = await findTemplate(tx, input.templateId, input.templateVersion);
    if (!template) {
      throw new EnvelopeInputError(`no e-sign template ${input.templateId} v${input.templateVersion ?? "latest"}`);
    }
    const [envelope] = await tx
      .insert(esignEnvelopes)
      .values({
        templateId: template.id,
        templateVersion: template.version,
        reminderIntervalDays: input.reminderIntervalDays,
        expiresAt: input.expiresAt ?? null,
        webhookUrl: input.webhookUrl ?? null,
        customFields: input.customFields ?? {},
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!envelope) throw new Error("the envelope insert returned no row");
    const recipients = await tx
      .insert(esignRecipients)
      .values(input.recipients.map((r) => ({ ...r, envelopeId: envelope.id, createdAt: at, updatedAt: at })))
      .returning();
    recipients.sort((a, b) => a.routingOrder - b.routingOrder);
    const event = await appendEvent(tx, envelope.id, {
      type: "created",
      at,
      data: {
        templateId: template.id,
        templateVersion: template.version,
        recipients: recipients.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          role: r.role,
          order: r.routingOrder,
        })),
      },
    });
    return { envelope: { ...envelope, lastEventSeq: event.seq, lastEventHash: event.hash }, recipients };
  });
}
