/** Reads what the SMTP catcher received (support/smtp-catcher.ts), from any worker process. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MAIL_DIR } from "./mail-settings";
import type { CaughtEmail } from "./smtp-catcher";

export function receivedEmails(): CaughtEmail[] {
  return readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(MAIL_DIR, name), "utf8")) as CaughtEmail);
}

export interface EmailQuery {
  to: string;
  /** Only messages received at or after this time (ms), so that an earlier test's mail is not picked up. */
  since: number;
}

function matches(email: CaughtEmail, { to, since }: EmailQuery): boolean {
  const recipient = to.toLowerCase();
  return (
    Date.parse(email.receivedAt) >= since && (email.envelope.to.includes(recipient) || email.to.includes(recipient))
  );
}

/** The first matching message, polling the directory until it arrives. */
export async function waitForEmail(query: EmailQuery, timeoutMs = 20_000): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receivedEmails().find((email) => matches(email, query));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${query.to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every matching message so far (no waiting). */
export function emailsTo(query: EmailQuery): CaughtEmail[] {
  return receivedEmails().filter((email) => matches(email, query));
}

/** The link in the message whose path is `pathname` (e.g. /reset), from the text part or the HTML. */
export function linkIn(email: CaughtEmail, pathname: string): URL {
  const candidates = `${email.text}\n${email.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  for (const candidate of candidates) {
    const url = new URL(candidate.replaceAll("&amp;", "&"));
    if (url.pathname === pathname || url.pathname.endsWith(pathname)) return url;
  }
  throw new Error(`No ${pathname} link in "${email.subject}"`);
}
