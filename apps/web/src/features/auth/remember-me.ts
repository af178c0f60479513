/** Remember me: only the username is kept, in localStorage (onboarding spec §9). */
import { REMEMBER_ME_USERNAME_KEY } from "@onboard/domain/common/storage-keys";

/** Storage can be unavailable (private modes, blocked cookies); remember-me then quietly does nothing. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberedUsername(): string | null {
  try {
    return storage()?.getItem(REMEMBER_ME_USERNAME_KEY) || null;
  } catch {
    return null;
  }
}

/** Keeps the username when asked to, and forgets it when the box is unticked. */
export function saveRememberMe(username: string, isRemembered: boolean): void {
  try {
    if (isRemembered) storage()?.setItem(REMEMBER_ME_USERNAME_KEY, username);
    else storage()?.removeItem(REMEMBER_ME_USERNAME_KEY);
  } catch {
    // Quota or privacy settings: not worth interrupting sign-in for.
  }
}
