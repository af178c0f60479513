/**
 * A local SMTP server for tests (smtp-server on 127.0.0.1, no TLS, no auth): it takes every message, parses it with
 * postal-mime and keeps it, so that a test reads what a real mail server would have received. It can refuse chosen
 * recipients with a 550, and `unusedSmtpUrl` gives an address where nothing listens (connection refused).
 */
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface CaughtEmail {
  /** RCPT TO of the SMTP envelope. */
  envelopeTo: string[];
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** Lowercase header name → value (the last one when repeated). */
  headers: Record<string, string>;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  messages: CaughtEmail[];
  /** The messages addressed to this recipient (case-insensitive). */
  to(address: string): CaughtEmail[];
  /** Answers RCPT TO for this address with 550 from now on. */
  refuse(address: string): void;
  /** The first message (already caught or arriving within the timeout) that matches. */
  waitFor(predicate: (message: CaughtEmail) => boolean, timeoutMs?: number): Promise<CaughtEmail>;
  close(): Promise<void>;
}

function mailboxes(list: { address?: string | undefined; group?: { address: string }[] | undefined }[] = []) {
  return list.flatMap((entry) => (entry.group ? entry.group.map((m) => m.address) : [entry.address ?? ""]));
}

async function parse(raw: Buffer, envelopeTo: string[]): Promise<CaughtEmail> {
  const email = await PostalMime.parse(raw);
  return {
    envelopeTo,
    from: email.from?.address ?? "",
    to: mailboxes(email.to),
    subject: email.subject ?? "",
    html: email.html ?? "",
    text: email.text ?? "",
    headers: Object.fromEntries(email.headers.map((h) => [h.key, h.value])),
  };
}

/** `port`: listen there (e.g. where a test's mail server was down until now); any free port by default. */
export async function startSmtpCatcher(options: { port?: number } = {}): Promise<SmtpCatcher> {
  const messages: CaughtEmail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        parse(Buffer.concat(chunks), envelopeTo)
          .then((message) => {
            messages.push(message);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (recipient) => messages.filter((m) => m.envelopeTo.some((r) => r.toLowerCase() === recipient.toLowerCase())),
    refuse: (recipient) => refused.add(recipient.toLowerCase()),
    async waitFor(predicate, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} caught)`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An SMTP URL on a loopback port where nothing listens: every connection is refused. Port 1 (tcpmux), below the
 * ephemeral range: a port that was free a moment ago could be handed to another test's server in between (a full run
 * once got "Connection closed unexpectedly" instead of ECONNREFUSED), and no `listen(0)` is ever given port 1.
 */
export async function unusedSmtpUrl(): Promise<string> {
  return "smtp://127.0.0.1:1";
}
