/** Query keys of the e-mails feature: every key starts with "emails", so that a resend can refresh them all. */
import type { EmailListQuery } from "@onboard/domain/emails/email-schemas";
/** What a list request may carry (the server fills the defaults). */
export type EmailListRequest = Partial<EmailListQuery>;

export const emailKeys = {
  all: ["emails"] as const,
  list: (query: EmailListRequest) => ["emails", "list", query] as const,
  count: (query: EmailListRequest) => ["emails", "count", query] as const,
  detail: (emailId: string) => ["emails", "detail", emailId] as const,
  clientList: (clientId: string, query: EmailListRequest) => ["emails", "client", clientId, "list", query] as const,
  clientDetail: (clientId: string, emailId: string) => ["emails", "client", clientId, "detail", emailId] as const,
  phaseChangeFlag: () => ["emails", "phase-change-flag"] as const,
};
