/** What the use cases that e-mail a link need: the database, the mailer and the portal's public origin. */
import type { Database } from "../../db/client";
import type { Mailer } from "../../integrations/mail/mailer";

export interface AccountMailDeps {
  db: Database;
  mailer: Mailer;
  publicOrigin: string;
}

/** The recipient of a link: a users row (or the part of it a link needs). */
export interface LinkRecipient {
  id: string;
  email: string;
  name: string;
}
