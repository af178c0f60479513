/**
 * The mailer: every e-mail the product sends goes through `sendEmail`. It renders the template (HTML and plain
 * text, en or es), always stores the message in the outbox as QUEUED, and, when a transport is configured
 * (SMTP_URL), starts its delivery, which records SENT or FAILED. Without a transport the e-mail stays QUEUED in the
 * outbox, where /emails and a tester read it (the embedded default).
 *
 * Delivery runs after `sendEmail` resolves, so that a request never waits on the mail server (nor reveals by its
 * timing whether a message was sent). `whenIdle` waits for deliveries in flight; `close` drains them and closes
 * the transport. Issue 4 replaces the in-process start of `deliverEmail` with a pg-boss job (retries, survives a
 * restart); the outbox rows and this interface stay as they are.
 */
import type { Language } from "@onboard/domain/common/environments";
import type { Database } from "../../db/client";
import { deliverEmail } from "./deliver-email";
import type { MailTransport } from "./mail-transport";
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
   * Renders and stores the e-mail (QUEUED), then starts its delivery when a transport is configured. Takes the
   * database itself, not an open transaction: the delivery reads the stored row once this has resolved.
   */
  sendEmail<N extends TemplateName>(db: Database, email: OutgoingEmail<N>): Promise<StoredEmail>;
  /** Resolves once no delivery is in flight. */
  whenIdle(): Promise<void>;
  /** Waits for deliveries in flight, then closes the transport. */
  close(): Promise<void>;
}

export interface MailerOptions {
  /** null: no mail server; e-mails stay in the outbox. */
  transport: MailTransport | null;
  from: string;
  context: Omit<TemplateContext, "language">;
  onDeliveryError?: (error: unknown, emailId: string) => void;
  /** Told of each new e-mail that stays in the outbox for want of a transport (a local tester reads it there). */
  onKeptInOutbox?: (email: { id: string; to: string[]; subject: string; text: string }) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  const inFlight = new Set<Promise<void>>();

  function startDelivery(db: Database, transport: MailTransport, emailId: string): void {
    // deliverEmail records a refused or unreachable server itself; what lands here is e.g. a lost database.
    const delivery = deliverEmail(db, transport, emailId)
      .then(() => undefined)
      .catch((error: unknown) => options.onDeliveryError?.(error, emailId))
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  async function whenIdle(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

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
      if (stored.isNew && options.transport) startDelivery(db, options.transport, stored.id);
      if (stored.isNew && !options.transport) {
        options.onKeptInOutbox?.({ id: stored.id, to: email.to, subject: rendered.subject, text: rendered.text });
      }
      return stored;
    },
    whenIdle,
    async close() {
      await whenIdle();
      options.transport?.close();
    },
  };
}
