/** The central error handler: decides what leaks. Every failure becomes { message, code, errors? }; 5xx never leak internals. */
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error";
import { toApiErrorBody } from "./error-mapping";

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
    const mapped = toApiErrorBody.fromFastifyError(error);
    if (mapped.status >= 500) request.log.error({ err: error }, "unhandled error");
    return reply.status(mapped.status).send(mapped.body);
  });
}
