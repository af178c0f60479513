/** The module's AppErrors: an unusable link (404 TOKEN_EXPIRED, whatever the reason) and an unknown user. */
import { AppError } from "../../errors/app-error";

/** Ours: the spec only says that the page shows the expired-link state. */
export const TOKEN_EXPIRED_MESSAGE = "This link has expired or has already been used. Please ask for a new one.";
export const USER_NOT_FOUND_MESSAGE = "There is no user with this id or e-mail.";

/** Unknown, expired, used or replaced: one answer, so that a link's history is not revealed. */
export function tokenExpired(): AppError {
  return new AppError("TOKEN_EXPIRED", 404, TOKEN_EXPIRED_MESSAGE);
}

export function userNotFound(): AppError {
  return new AppError("NOT_FOUND", 404, USER_NOT_FOUND_MESSAGE);
}
