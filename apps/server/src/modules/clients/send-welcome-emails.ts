/** The setup's welcome e-mail ("client-welcome") to each broker and ben admin linked to the client. */
import type { Language } from "@onboard/domain/common/environments";
import type { Database } from "../../db/client";
import type { Mailer } from "../../integrations/mail/mailer";
import type { ClientRow } from "./repository";
import { findLinkedExternalUsers, type UserRef } from "./setup-repository";

export async function sendWelcomeEmails(
  deps: { db: Database; mailer: Mailer },
  client: ClientRow,
  options: { language: Language; sentByUserId: string | null },
): Promise<{ emailIds: string[]; recipients: UserRef[] }> {
  const recipients = await findLinkedExternalUsers(deps.db, client.id);
  const consultant = [client.implementationConsultantFirstName, client.implementationConsultantLastName]
    .filter(Boolean)
    .join(" ");
  const emailIds: string[] = [];
  for (const user of recipients) {
    const stored = await deps.mailer.sendEmail(deps.db, {
      to: [user.email],
      template: "client-welcome",
      language: options.language,
      data: { name: user.name, clientName: client.name, consultantName: consultant || null },
      clientId: client.id,
      sentByUserId: options.sentByUserId,
    });
    emailIds.push(stored.id);
  }
  return { emailIds, recipients: recipients.map(({ id, name, email }) => ({ id, name, email })) };
}
