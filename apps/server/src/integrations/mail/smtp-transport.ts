/**
 * The SMTP transport: nodemailer configured from SMTP_URL. Options can ride on the URL as query parameters
 * (`smtp://host:25?ignoreTLS=true`, `smtps://user:pass@host:465`), and override the timeouts set here, which are
 * shorter than nodemailer's (2 minutes to connect) so that a dead server fails a delivery in seconds.
 */
import nodemailer from "nodemailer";
import type { MailTransport, TransportMessage, TransportResult } from "./mail-transport";

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

type AddressLike = string | { address: string };

function addressesOf(list: AddressLike[] | undefined): string[] {
  return (list ?? []).map((entry) => (typeof entry === "string" ? entry : entry.address));
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send(message: TransportMessage): Promise<TransportResult> {
      const info = await transporter.sendMail({
        from: message.from,
        to: message.to,
        cc: message.cc.length > 0 ? message.cc : undefined,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
      });
      return {
        accepted: addressesOf(info.accepted as AddressLike[]),
        rejected: addressesOf(info.rejected as AddressLike[]),
        response: String(info.response ?? ""),
      };
    },
    close() {
      transporter.close();
    },
  };
}
