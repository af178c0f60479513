/** The transport the mailer hands a rendered message to; SMTP (nodemailer) is the one we ship. */

export interface TransportMessage {
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. the outbox id, so that a delivered message can be traced back to its row. */
  headers: Record<string, string>;
}

export interface TransportResult {
  /** Recipients the server took. */
  accepted: string[];
  /** Recipients the server refused while taking the message for the others. */
  rejected: string[];
  /** The server's last reply, e.g. "250 2.0.0 OK: queued as 1234". */
  response: string;
}

export interface MailTransport {
  /** Resolves when the server has taken the message; rejects when it refused it or could not be reached. */
  send(message: TransportMessage): Promise<TransportResult>;
  close(): void;
}
