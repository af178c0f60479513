/**
 * The JSON body parser of every route: Fastify's own (prototype-poisoning checks included), behind a nesting limit.
 * A body deeper than MAX_JSON_NESTING is refused with 400 BODY_TOO_DEEP before it is parsed, so that nothing
 * recursive (a schema, a log serializer, Postgres's jsonb) ever sees 20,000 levels. Size is Fastify's `bodyLimit`:
 * JSON_BODY_LIMIT_BYTES for the app, lower where a route family sets its own (error reports), larger only on
 * multipart upload routes, which stream.
 */

import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error";
import { MAX_JSON_NESTING } from "./json-body-limits";
import { exceedsJsonNesting } from "./request-input/json-nesting-depth";

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (exceedsJsonNesting(text, MAX_JSON_NESTING)) {
      done(new AppError("BODY_TOO_DEEP", 400, ERROR_MESSAGES.bodyTooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
