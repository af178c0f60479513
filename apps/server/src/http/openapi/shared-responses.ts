/**
 * Answers @fastify/swagger left as "Default Response" get a description by status; an error answer with the shared
 * ApiErrorBody becomes a reference to one `components.responses` entry per status (`#/components/responses/NotFound`),
 * so that the document, and the client types generated from it, hold each once.
 */
import type { Paths } from "./head-operations";

const ERRORS: Record<string, { name: string; description: string }> = {
  400: { name: "BadRequest", description: "The request is not valid (the `errors` name each field)" },
  401: { name: "Unauthorized", description: "Not signed in, or the session (or link token) is missing or expired" },
  403: {
    name: "Forbidden",
    description: "Not allowed: the caller's rights, the terms of use not accepted, or a missing or bad CSRF token",
  },
  404: { name: "NotFound", description: "Not found (or not visible to the caller)" },
  409: { name: "Conflict", description: "Conflicts with the record's current state" },
  412: { name: "PreconditionFailed", description: "Stale: the record changed since the version sent" },
  413: { name: "PayloadTooLarge", description: "The request body is too large" },
  415: { name: "UnsupportedMediaType", description: "The file type is not accepted" },
  428: { name: "PreconditionRequired", description: "If-Match (or the body's `version`) is required" },
  429: { name: "TooManyRequests", description: "Too many requests: rate limited, try again later" },
};
const SUCCESS: Record<string, string> = { 200: "OK", 201: "Created", 202: "Accepted", 204: "No content" };

const ERROR_BODY_REF = "#/components/schemas/ApiErrorBody";
const DEFAULT = "Default Response";

interface Response {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
  headers?: unknown;
  $ref?: string;
}

const isSharedErrorBody = (response: Response) =>
  !response.headers &&
  Object.keys(response.content ?? {}).join() === "application/json" &&
  response.content?.["application/json"]?.schema?.$ref === ERROR_BODY_REF;

/** Rewrites the operations' responses in place; returns the `components.responses` they now refer to. */
export function shareErrorResponses(paths: Paths): Record<string, Response> {
  const shared: Record<string, Response> = {};
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item ?? {})) {
      const responses = (operation?.responses ?? {}) as Record<string, Response>;
      for (const [code, response] of Object.entries(responses)) {
        const error = ERRORS[code];
        if (error && response.description === DEFAULT && isSharedErrorBody(response)) {
          shared[error.name] = { ...response, description: error.description };
          responses[code] = { $ref: `#/components/responses/${error.name}` };
        } else if (response.description === DEFAULT) {
          response.description = SUCCESS[code] ?? error?.description ?? `HTTP ${code}`;
        }
      }
    }
  }
  return shared;
}
