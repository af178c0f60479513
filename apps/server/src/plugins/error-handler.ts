/** The central error handler: decides what leaks. Every failure becomes { message, code, errors? }; 5xx never leak internals. */

import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error";
import { isDatabaseUnavailable } from "../errors/database-unavailable";
import { toApiErrorBody } from "./error-mapping";

/** Retry-After of a 503 while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(toApiErrorBody.validation(error.validation, error.validationContext));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return reply.status(500).send(toApiErrorBody.internal());
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (stopped, restarting, unreachable): a maintenance answer the web app redirects on,
      // and a hint to come back; the pool reconnects by itself when it returns.
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: ERROR_MESSAGES.maintenance, code: "MAINTENANCE" });
    }
    const mapped = toApiErrorBody.fromFastifyError(error);
    if (mapped.status >= 500) request.log.error({ err: error }, "unhandled error");
    return reply.status(mapped.status).send(mapped.body);
  });
}
