/**
 * POST /api/users/activation-email/:email (public, /reactivate): a user who has never set a password gets a new
 * activation link; anyone else, or an unknown e-mail, gets nothing. The answer is the same 204 either way.
 */
import type { Language } from "@onboard/domain/common/environments";
import { findActiveUserByEmail } from "../authn/index";
import type { AccountMailDeps } from "./account-mail-deps";
import { sendActivationLink } from "./send-activation-link";

export async function requestActivationEmail(
  deps: AccountMailDeps,
  input: { email: string; language: Language },
  now: Date,
): Promise<void> {
  const user = await findActiveUserByEmail(deps.db, input.email);
  // An activated user resets a forgotten password instead; a second activation would bypass that flow's checks.
  if (!user || user.passwordSetAt) return;
  await sendActivationLink(deps, user, { language: input.language }, now);
}
