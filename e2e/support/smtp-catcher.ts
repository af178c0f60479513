/**
 * The e2e run's mail server: smtp-server on 127.0.0.1 that accepts every message, parses it with postal-mime and
 * writes it as JSON into MAIL_DIR, where specs in any worker process read it (support/mailbox.ts). Run as a
 * Playwright webServer entry ahead of the app, so that it is listening before the app can send anything.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import PostalMime, { type Address } from "postal-mime";
import { SMTPServer } from "smtp-server";
import { MAIL_DIR, SMTP_PORT } from "./mail-settings";

export interface CaughtEmail {
  id: string;
  receivedAt: string;
  /** The SMTP envelope: who the message was actually delivered to (lower-cased). */
  envelope: { from: string | null; to: string[] };
  from: string | null;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header names lower-cased; the last value wins. */
  headers: Record<string, string>;
}

function addresses(list: Address[] | undefined): string[] {
  return (list ?? []).flatMap((entry) => (entry.group ? entry.group : [entry])).map((box) => box.address ?? "");
}

let sequence = 0;

async function store(dir: string, raw: Buffer, envelope: CaughtEmail["envelope"]): Promise<void> {
  const parsed = await PostalMime.parse(raw);
  const id = `${Date.now()}-${String(++sequence).padStart(5, "0")}`;
  const email: CaughtEmail = {
    id,
    receivedAt: new Date().toISOString(),
    envelope,
    from: parsed.from ? (addresses([parsed.from])[0] ?? null) : null,
    to: addresses(parsed.to).map((address) => address.toLowerCase()),
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: parsed.html ?? "",
    headers: Object.fromEntries(parsed.headers.map((header) => [header.key, header.value])),
  };
  // Written aside, then renamed: a reader never sees half a file.
  const file = join(dir, `${id}.json`);
  writeFileSync(`${file}.tmp`, JSON.stringify(email, null, 2));
  renameSync(`${file}.tmp`, file);
}

export function startSmtpCatcher(port: number, dir: string): Promise<SMTPServer> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : null,
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        };
        store(dir, Buffer.concat(chunks), envelope).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

// `tsx support/smtp-catcher.ts` (the webServer command) runs it until Playwright stops the run.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startSmtpCatcher(SMTP_PORT, MAIL_DIR);
  console.log(`SMTP catcher on 127.0.0.1:${SMTP_PORT}, writing to ${MAIL_DIR}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => server.close(() => process.exit(0)));
  }
}
