/**
 * Delivers one stored e-mail through the transport and records the outcome (SENT, or FAILED with the error). A
 * failure is recorded, never thrown: the e-mail stays in the outbox for a later attempt. Issue 4's pg-boss job
 * calls this same function as its handler, with retries.
 */
import type { Database } from "../../db/client";
import type { MailTransport } from "./mail-transport";
import {
  type DeliveryOutcome,
  type EmailRow,
  type EmailStatus,
  findOutboxEmail,
  recordDeliveryAttempt,
} from "./outbox";

/** The header that ties a delivered message to its outbox row. */
export const OUTBOX_ID_HEADER = "X-Onboard-Email-Id";

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function attempt(transport: MailTransport, email: EmailRow): Promise<DeliveryOutcome> {
  try {
    const result = await transport.send({
      from: email.from,
      to: email.to,
      cc: email.cc,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: { [OUTBOX_ID_HEADER]: email.id },
    });
    return {
      status: "SENT",
      detail: result.response,
      errorUsers: result.rejected.map((address) => ({ email: address, error: "Recipient refused by the mail server" })),
    };
  } catch (error) {
    const message = errorMessage(error);
    return {
      status: "FAILED",
      detail: message,
      errorUsers: [...email.to, ...email.cc].map((address) => ({ email: address, error: message })),
    };
  }
}

/** Returns the status the e-mail has afterwards; an unknown id or an e-mail already SENT is left alone. */
export async function deliverEmail(
  db: Database,
  transport: MailTransport,
  emailId: string,
): Promise<EmailStatus | null> {
  const email = await findOutboxEmail(db, emailId);
  if (!email) return null;
  if (email.status === "SENT" || email.status === "RESENT") return email.status;
  const outcome = await attempt(transport, email);
  await recordDeliveryAttempt(db, email.id, outcome, new Date());
  return outcome.status;
}
