/**
 * POST /api/users/reset-password/:email (public, /forgot): e-mails a reset link when a user (not deleted) has that
 * e-mail, and does nothing otherwise. The caller cannot tell which happened: the answer is the same 204.
 */
import type { Language } from "@onboard/domain/common/environments";
import { findActiveUserByEmail } from "../authn/index";
import type { AccountMailDeps } from "./account-mail-deps";
import { sendPasswordResetLink } from "./send-password-reset-link";

export async function requestPasswordReset(
  deps: AccountMailDeps,
  input: { email: string; language: Language },
  now: Date,
): Promise<void> {
  const user = await findActiveUserByEmail(deps.db, input.email);
  if (!user) return;
  await sendPasswordResetLink(deps, user, { language: input.language }, now);
}
