/** What the user-administration routes share: the mail deps, with the portal origin for activation links. */
import type { ESignProvider } from "../../integrations/e-sign/provider";
import type { AccountMailDeps } from "../account-tokens/index";

export interface UserAdminOptions {
  /** The portal's public origin, for activation links; the request's own origin when not given. */
  publicOrigin?: string;
  /** The e-sign provider: a user's pending signing recipients follow their e-mail change. */
  esignProvider: Pick<ESignProvider, "updateRecipientEmail">;
}

/** `requestOrigin`: the calling request's own origin (`protocol://host`), used when no public origin is set. */
export function mailDeps(
  app: Pick<AccountMailDeps, "db" | "mailer">,
  options: UserAdminOptions,
  requestOrigin: string,
): AccountMailDeps {
  return { db: app.db, mailer: app.mailer, publicOrigin: options.publicOrigin ?? requestOrigin };
}
