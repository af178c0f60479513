/** E-mail rows → the API shapes of packages/domain (dates as ISO strings). */
import type { EmailDetail, EmailListItem } from "@onboard/domain/emails/email-schemas";
import type { EmailDetailRow, EmailListRow } from "./repository";

export function presentEmailListItem(row: EmailListRow): EmailListItem {
  return {
    id: row.id,
    subject: row.subject,
    to: row.to,
    cc: row.cc,
    status: row.status,
    template: row.template,
    language: row.language,
    clientId: row.clientId,
    clientName: row.clientName,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attempts: row.attempts,
  };
}

export function presentEmailDetail(
  row: EmailDetailRow,
  history: { status: EmailDetail["status"]; at: Date; detail: string | null }[],
  knownUsers: { id: string; name: string; email: string }[],
): EmailDetail {
  const byEmail = new Map(knownUsers.map((u) => [u.email.toLowerCase(), u]));
  const recipient = (email: string, kind: "to" | "cc") => {
    const user = byEmail.get(email.toLowerCase());
    return { email, kind, userId: user?.id ?? null, name: user?.name ?? null };
  };
  return {
    ...presentEmailListItem(row),
    from: row.from,
    html: row.html,
    text: row.text,
    statusHistory: history.map((h) => ({ status: h.status, at: h.at.toISOString(), detail: h.detail })),
    errorUsers: row.errorUsers.map((u) => ({ email: u.email, userId: u.userId ?? null, error: u.error })),
    recipients: [...row.to.map((e) => recipient(e, "to")), ...row.cc.map((e) => recipient(e, "cc"))],
    sentBy: row.sentByUserId && row.sentByName ? { id: row.sentByUserId, name: row.sentByName } : null,
  };
}
