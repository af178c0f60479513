/**
 * Runs `esign.sweep` against the e-sign provider (the interface, whichever provider it is): first expires the
 * envelopes past their expiry, then, for each reminder the provider says is due, e-mails the recipient the link to
 * the form's signing view in the portal and tells the provider it was reminded (`remindRecipient`, the
 * onboarding-forms module). The e-mail's idempotency key is the recipient and the day, so a sweep that ran again (or
 * failed after the e-mail) sends no second reminder that day. One reminder's failure is logged and does not stop the
 * others.
 */
import type { Database } from "../../db/client";
import type { ESignProvider } from "../../integrations/e-sign/provider";
import type { Mailer } from "../../integrations/mail/mailer";
import { remindRecipient, scheduledReminderKey } from "../../modules/onboarding-forms/index";

export interface SweepLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface EsignSweepDeps {
  db: Database;
  provider: Pick<ESignProvider, "expireDue" | "dueReminders" | "markReminded">;
  mailer: Pick<Mailer, "sendEmail">;
  publicOrigin: string;
  log: SweepLog;
  /** The sweep's time (tests); now by default. */
  now?: () => Date;
}

export interface SweepOutcome {
  expired: string[];
  reminded: string[];
  failed: string[];
}

/** The job's handler: one sweep at the job's time. */
export function esignSweepHandler(deps: EsignSweepDeps) {
  return async (): Promise<void> => {
    await runEsignSweep(deps);
  };
}

/** One sweep: expiries, then each due reminder; answers the expired envelopes, the reminded and failed recipients. */
export async function runEsignSweep(deps: EsignSweepDeps): Promise<SweepOutcome> {
  const now = deps.now?.() ?? new Date();
  const expired = await deps.provider.expireDue(now);
  const reminded: string[] = [];
  const failed: string[] = [];
  for (const due of await deps.provider.dueReminders(now)) {
    try {
      await remindRecipient(deps, due, now, scheduledReminderKey(due.recipient.id, now));
      reminded.push(due.recipient.id);
    } catch (err) {
      failed.push(due.recipient.id);
      deps.log.error({ err, envelopeId: due.envelope.id, recipientId: due.recipient.id }, "e-sign reminder not sent");
    }
  }
  deps.log.info({ expired: expired.length, reminded: reminded.length, failed: failed.length }, "e-sign sweep done");
  return { expired, reminded, failed };
}
