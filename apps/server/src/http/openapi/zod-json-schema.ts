/**
 * The zod → JSON Schema conversion of the document (fastify-type-provider-zod), targeting JSON Schema 2020-12 as
 * OpenAPI 3.1 does (a nullable value is `type: [..., "null"]` or `anyOf` with `{ type: "null" }`, never `nullable`).
 * The shared error body is one component, `#/components/schemas/ApiErrorBody`, instead of a copy in every answer.
 */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";

const components = z.registry<{ id?: string }>();
components.add(apiErrorBodySchema, { id: "ApiErrorBody" });

const options = { schemaRegistry: components, zodToJsonConfig: { target: "draft-2020-12" as const } };

export const zodRouteTransform = createJsonSchemaTransform(options);
export const zodComponentsTransform = createJsonSchemaTransformObject(options);
