/** AppError: the one error type use cases throw; the central error handler turns it into { message, code, errors? }. */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import type { FieldError } from "@onboard/domain/errors/error-shape";

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message: string = ERROR_MESSAGES.notFound) => new AppError("NOT_FOUND", 404, message);
export const preconditionFailed = () => new AppError("PRECONDITION_FAILED", 412, ERROR_MESSAGES.preconditionFailed);
