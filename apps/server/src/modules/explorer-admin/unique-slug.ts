/** Two saves racing for one vanity slug: the unique index refuses the second, answered like the pre-check (400). */

import { AppError } from "../../errors/app-error";
import { EXPLORER_ADMIN_MESSAGES } from "./messages";

function isSlugConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth += 1) {
    const { code, constraint } = current as Error & { code?: string; constraint?: string };
    if (code === "23505" && constraint === "explorer_pages_vanity_slug_key") return true;
    current = current.cause;
  }
  return false;
}

export async function refuseTakenSlug<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!isSlugConflict(error)) throw error;
    const message = EXPLORER_ADMIN_MESSAGES.vanitySlugTaken;
    throw new AppError("VALIDATION_ERROR", 400, message, [{ path: "body.vanitySlug", message }]);
  }
}
