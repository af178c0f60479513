/** Two saves racing for one vanity slug: the unique index refuses the second, answered like the pre-check (400). */

import { postgresError } from "../../db/postgres-error";
import { AppError } from "../../errors/app-error";
import { EXPLORER_ADMIN_MESSAGES } from "./messages";

function isSlugConflict(error: unknown): boolean {
  const pg = postgresError(error);
  return pg?.code === "23505" && pg.constraint === "explorer_pages_vanity_slug_key";
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
