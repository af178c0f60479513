/** The module's AppErrors, with the messages of the domain's USER_ADMIN_MESSAGES. */
import { USER_ADMIN_MESSAGES } from "@onboard/domain/users/user-admin-schemas";
import { postgresError } from "../../db/postgres-error";
import { AppError } from "../../errors/app-error";

export const userNotFound = () => new AppError("NOT_FOUND", 404, USER_ADMIN_MESSAGES.userNotFound);
export const clientNotFound = () => new AppError("NOT_FOUND", 404, USER_ADMIN_MESSAGES.clientNotFound);

/** 409 naming the field, so that a form shows it under the e-mail input. */
export const emailTaken = (path = "body.email") =>
  new AppError("EMAIL_TAKEN", 409, USER_ADMIN_MESSAGES.emailTaken, [{ path, message: USER_ADMIN_MESSAGES.emailTaken }]);

export const alreadyActivated = () => new AppError("ALREADY_ACTIVATED", 409, USER_ADMIN_MESSAGES.alreadyActivated);
export const cannotDeleteSelf = () => new AppError("CANNOT_DELETE_SELF", 409, USER_ADMIN_MESSAGES.cannotDeleteSelf);

export function badRequest(message: string, path?: string): AppError {
  return new AppError("VALIDATION_ERROR", 400, message, path ? [{ path, message }] : undefined);
}

/** Postgres unique violation on the e-mail index (two creates racing past the check). */
export function isEmailUniqueViolation(error: unknown): boolean {
  const pg = postgresError(error);
  return pg?.code === "23505" && pg.constraint === "users_email_key";
}
