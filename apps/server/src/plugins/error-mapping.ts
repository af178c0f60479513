/** Maps framework and plugin errors (CSRF, body parsing, rate limit, validation) onto the API error body. */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import type { ApiErrorBody } from "@onboard/domain/errors/error-shape";
import type { FastifyError, FastifySchemaValidationError } from "fastify";

const CSRF_CODES = new Set(["FST_CSRF_MISSING_SECRET", "FST_CSRF_INVALID_TOKEN"]);

function validation(items: FastifySchemaValidationError[], context: string | undefined): ApiErrorBody {
  const prefix = context ?? "body";
  const errors = items.map((item) => {
    const pointer = item.instancePath.split("/").filter(Boolean).join(".");
    return { path: pointer ? `${prefix}.${pointer}` : prefix, message: item.message ?? "Invalid value" };
  });
  return { message: errors[0]?.message ?? ERROR_MESSAGES.validationError, code: "VALIDATION_ERROR", errors };
}

function internal(): ApiErrorBody {
  return { message: ERROR_MESSAGES.internal, code: "INTERNAL" };
}

function fromFastifyError(error: FastifyError): { status: number; body: ApiErrorBody } {
  if (CSRF_CODES.has(error.code)) {
    return { status: 403, body: { message: ERROR_MESSAGES.invalidCsrfToken, code: "INVALID_CSRF_TOKEN" } };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: { message: ERROR_MESSAGES.rateLimited, code: "RATE_LIMITED" } };
  if (status === 413) return { status, body: { message: ERROR_MESSAGES.payloadTooLarge, code: "PAYLOAD_TOO_LARGE" } };
  if (status >= 400 && status < 500) {
    return { status, body: { message: error.message, code: error.code ?? "BAD_REQUEST" } };
  }
  return { status: 500, body: internal() };
}

export const toApiErrorBody = { validation, internal, fromFastifyError };

export function notFoundBody(): ApiErrorBody {
  return { message: ERROR_MESSAGES.notFound, code: "NOT_FOUND" };
}
