/** The sign-in API's AppErrors, with the status and message the domain gives each code. */

import type { FieldError } from "@onboard/domain/errors/error-shape";
import { AUTHN_ERRORS, type AuthnErrorCode } from "@onboard/domain/identity/authn-errors";
import { AppError } from "../../errors/app-error";

export function authnError(code: AuthnErrorCode): AppError {
  const { status, message } = AUTHN_ERRORS[code];
  return new AppError(code, status, message);
}

/** A 400 on one field, shaped like the validation errors of the route schemas. */
export function fieldError(path: string, message: string): AppError {
  const errors: FieldError[] = [{ path, message }];
  return new AppError("VALIDATION_ERROR", 400, message, errors);
}
