/** The OpenAPI document as a client reads it (GET /api/docs/json), and the walk over its operations the tests use. */
import type { FastifyInstance } from "fastify";

export interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = new Set(["get", "put", "post", "patch", "delete", "head", "options", "trace"]);

export async function fetchOpenApiDocument(
  app: FastifyInstance,
): Promise<{ source: string; document: OpenApiDocument }> {
  const response = await app.inject({ method: "GET", url: "/api/docs/json" });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  return { source: response.body, document: response.json<OpenApiDocument>() };
}

/** Every operation, named "METHOD /path" for messages. */
export function operationsOf(document: OpenApiDocument): { name: string; method: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, method, operation })),
  );
}
