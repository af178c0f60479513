/**
 * Request validation for every route, in the order the API promises: who may call, then whose record it is, then
 * whether the input is valid (issue 12).
 *
 * - Params and headers are checked before the handler: an id that is not an id says nothing about anyone's data.
 * - The body and the query are checked up front too, but a failure is *deferred*: the part is replaced by a getter
 *   that throws the 400 the first time the handler reads it. Handlers authorize from the params first (401, 403,
 *   then 404 for another tenant's id) and read the body after, so a caller without rights never learns why their
 *   body was invalid, and nothing is written from it.
 * - Every part is refused when any string in it holds a NUL character (Postgres cannot store one), whatever its
 *   schema says.
 * - A body key the schema does not know is refused by name (`find-unknown-keys.ts`): every write schema is strict.
 * - A schema that throws instead of failing (a refinement reading a field of `null`) is a 400, never a 500.
 */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import type { FieldError } from "@onboard/domain/errors/error-shape";
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from "fastify";
import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { AppError } from "../errors/app-error";
import { rememberSentBody } from "../http/sent-body-fields";
import { toApiErrorBody } from "./error-mapping";
import { findNulCharacter } from "./request-input/find-nul-characters";
import { findUnknownKeys } from "./request-input/find-unknown-keys";

/** A body or query that failed its schema: the handler gets this error when it first reads the part. */
class DeferredInvalidPart {
  constructor(readonly error: AppError) {}
}

type Part = "body" | "querystring" | "params" | "headers";
const DEFERRED_PARTS: readonly Part[] = ["body", "querystring"];

function invalid(errors: FieldError[]): AppError {
  return new AppError("VALIDATION_ERROR", 400, errors[0]?.message ?? ERROR_MESSAGES.validationError, errors);
}

function checkPart(validate: ReturnType<FastifySchemaCompiler<ZodType>>, part: Part, data: unknown) {
  const nul = findNulCharacter(data, part);
  if (nul) return { error: invalid([{ path: nul.path, message: ERROR_MESSAGES.nulCharacter }]) };
  let result: { value?: unknown; error?: unknown };
  try {
    result = validate(data) as typeof result;
  } catch {
    return { error: invalid([{ path: part, message: ERROR_MESSAGES.unreadableInput }]) };
  }
  if (result.error) {
    const body = toApiErrorBody.validation(result.error as Parameters<typeof toApiErrorBody.validation>[0], part);
    return { error: new AppError(body.code, 400, body.message, body.errors) };
  }
  if (part === "body") {
    const unknown = findUnknownKeys(data, result.value, part);
    if (unknown.length > 0) {
      return {
        error: invalid(
          unknown.map((path) => ({
            path,
            message: ERROR_MESSAGES.unknownField.replace("{field}", path.slice(path.lastIndexOf(".") + 1)),
          })),
        ),
      };
    }
  }
  return { value: result.value };
}

export const requestValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  const part = (route.httpPart ?? "body") as Part;
  return (data: unknown) => {
    const result = checkPart(validate, part, data);
    if (!result.error) return { value: result.value };
    if (DEFERRED_PARTS.includes(part)) return { value: new DeferredInvalidPart(result.error) };
    return { error: result.error };
  };
};

const SCHEMA_KEYS = { params: "params", query: "querystring", body: "body" } as const;

/**
 * Installs the compiler; a hook that applies the NUL rule to the parts a route has no schema for (a path id read
 * raw, a text body); and the hook that turns a deferred failure into a getter that throws on first read.
 */
export function registerRequestValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(requestValidatorCompiler as FastifySchemaCompiler<FastifySchema>);
  app.addHook("preValidation", (request, _reply, done) => {
    rememberSentBody(request, request.body);
    const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
    for (const key of ["params", "query", "body"] as const) {
      if (schema?.[SCHEMA_KEYS[key]]) continue;
      const nul = findNulCharacter(request[key], SCHEMA_KEYS[key]);
      if (!nul) continue;
      const error = invalid([{ path: nul.path, message: ERROR_MESSAGES.nulCharacter }]);
      if (key === "params") return done(error);
      (request as unknown as Record<string, unknown>)[key] = new DeferredInvalidPart(error);
    }
    done();
  });
  app.addHook("preHandler", (request, _reply, done) => {
    for (const key of ["body", "query"] as const) {
      const value: unknown = request[key];
      if (value instanceof DeferredInvalidPart) {
        Object.defineProperty(request, key, {
          configurable: true,
          enumerable: true,
          get() {
            throw value.error;
          },
        });
      }
    }
    done();
  });
}
