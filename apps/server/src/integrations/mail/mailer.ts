/**
 * The mailer: every e-mail the product sends goes through `sendEmail`. It renders the template (HTML and plain
 * text, en or es), always stores the message in the outbox as QUEUED, and, when a mail server is configured
 * (SMTP_URL), hands it to the delivery queue: an `email.deliver` pg-boss job per e-mail, with retries, that records
 * SENT or FAILED. Without a delivery queue the e-mail stays QUEUED in the outbox, where /emails and a tester read it
 * (the embedded default). A request never waits on the mail server, nor reveals by its timing whether it sent.
 */
import type { Language } from "@onboard/domain/common/environments";
import type { Database } from "../../db/client";
import type { DeliveryQueue } from "./delivery-queue";
import { type StoredEmail, storeQueuedEmail } from "./outbox";
import type { TemplateContext } from "./templates/email-template";
import { renderTemplate, type TemplateData, type TemplateName } from "./templates/registry";

export interface OutgoingEmail<N extends TemplateName> {
  to: string[];
  cc?: string[];
  template: N;
  language: Language;
  data: TemplateData<N>;
  /** The client the e-mail is about, for the client's e-mail list. */
  clientId?: string | null;
  /** The staff member who triggered it, when one did. */
  sentByUserId?: string | null;
  /** Sending twice with the same key stores (and delivers) one e-mail. */
  idempotencyKey?: string;
}

export interface Mailer {
  /**
   * Renders and stores the e-mail (QUEUED), then queues its delivery when a mail server is configured. Takes the
   * database itself, not an open transaction: the delivery job reads the stored row once this has resolved.
   */
  sendEmail<N extends TemplateName>(db: Database, email: OutgoingEmail<N>): Promise<StoredEmail>;
  /** Queues the delivery of an e-mail already stored (and set back to QUEUED), e.g. a resend; a no-op without SMTP. */
  queueDelivery(emailId: string): Promise<void>;
  /** Whether e-mails are delivered (SMTP_URL set) or kept in the outbox. */
  isDelivering: boolean;
  /** Resolves once every e-mail this mailer queued has had a delivery attempt (tests). */
  whenIdle(): Promise<void>;
  /** Closes the transport. */
  close(): Promise<void>;
}

export interface MailerOptions {
  /** null: no mail server; e-mails stay in the outbox. */
  delivery: DeliveryQueue | null;
  from: string;
  context: Omit<TemplateContext, "language">;
  /** Told of each new e-mail that stays in the outbox for want of a transport (a local tester reads it there). */
  onKeptInOutbox?: (email: { id: string; to: string[]; subject: string; text: string }) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  const { delivery } = options;
  return {
    async sendEmail(db, email) {
      const rendered = renderTemplate(email.template, email.data, { ...options.context, language: email.language });
      const stored = await storeQueuedEmail(
        db,
        {
          template: email.template,
          language: email.language,
          ...rendered,
          from: options.from,
          to: email.to,
          cc: email.cc ?? [],
          clientId: email.clientId ?? null,
          sentByUserId: email.sentByUserId ?? null,
          idempotencyKey: email.idempotencyKey ?? null,
        },
        new Date(),
      );
      if (stored.isNew && delivery) await delivery.enqueue(stored.id);
      if (stored.isNew && !delivery) {
        options.onKeptInOutbox?.({ id: stored.id, to: email.to, subject: rendered.subject, text: rendered.text });
      }
      return stored;
    },
    async queueDelivery(emailId) {
      await delivery?.enqueue(emailId);
    },
    isDelivering: delivery !== null,
    whenIdle: async () => delivery?.whenIdle(),
    async close() {
      delivery?.close();
    },
  };
}
