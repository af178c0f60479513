/**
 * Delivers one stored e-mail through the transport and records the outcome (SENT, RESENT after a resend, or FAILED
 * with the error and the recipients it failed for). A failure is recorded, never thrown: the `email.deliver` job
 * decides whether to retry from the returned outcome.
 */
import type { Database } from "../../db/client";
import type { MailTransport } from "./mail-transport";
import {
  type DeliveryOutcome,
  type EmailRow,
  findOutboxEmail,
  isRequeued,
  recordDeliveryAttempt,
  withUserIds,
} from "./outbox";

/** The header that ties a delivered message to its outbox row. */
export const OUTBOX_ID_HEADER = "X-Onboard-Email-Id";

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A 5xx reply (e.g. 550 mailbox unavailable) will not change on a retry; a lost connection or a 4xx may. */
function isPermanentError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
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
      isPermanent: false,
      errorUsers: result.rejected.map((address) => ({ email: address, error: "Recipient refused by the mail server" })),
    };
  } catch (error) {
    const message = errorMessage(error);
    return {
      status: "FAILED",
      detail: message,
      isPermanent: isPermanentError(error),
      errorUsers: [...email.to, ...email.cc].map((address) => ({ email: address, error: message })),
    };
  }
}

/**
 * Returns the attempt's outcome, or null when there was nothing to do: an unknown id, or an e-mail already
 * delivered since it was last queued.
 */
export async function deliverEmail(
  db: Database,
  transport: MailTransport,
  emailId: string,
): Promise<DeliveryOutcome | null> {
  const email = await findOutboxEmail(db, emailId);
  if (!email || email.status === "SENT" || email.status === "RESENT") return null;
  const outcome = await attempt(transport, email);
  if (outcome.status === "SENT" && (await isRequeued(db, email.id))) outcome.status = "RESENT";
  outcome.errorUsers = await withUserIds(db, outcome.errorUsers);
  await recordDeliveryAttempt(db, email.id, outcome, new Date());
  return outcome;
}
