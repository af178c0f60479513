/**
 * The simulator's OpenAPI 3.1 document, built from the same zod schemas the routes validate with (zod 4's
 * `z.toJSONSchema`), so the document cannot describe a body the routes would refuse.
 */
import {
  QPS_IDEMPOTENCY_HEADER,
  qpsCaseSchema,
  qpsPlanDesignSchema,
  qpsPushAnswerSchema,
} from "@onboard/domain/qps/qps-wire";
import { z } from "zod";
import { behaviourQueueSchema, behaviourRequestSchema } from "./behaviours";
import { delayRequestSchema } from "./control-routes";

const messageSchema = z.object({ message: z.string() });

function json(schema: z.ZodType, io: "input" | "output" = "output") {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return { content: { "application/json": { schema: jsonSchema } } };
}

function answer(description: string, schema: z.ZodType = messageSchema) {
  return { description, ...json(schema) };
}

const caseIdParameter = { name: "caseId", in: "path", required: true, schema: { type: "string", minLength: 1 } };

export function buildOpenApiDocument() {
  return {
    openapi: "3.1.0",
    info: {
      title: "QPS simulator",
      version: "0.1.0",
      description:
        "A stand-in for QPS, the carrier's policy-administration system. The /cases and /health routes are QPS's; " +
        "/control is the simulator's own, to reach every outcome on purpose.",
    },
    paths: {
      "/health": {
        get: {
          summary: "Whether the simulator is up",
          responses: { 200: answer("Up", z.object({ ok: z.literal(true) })) },
        },
      },
      "/cases/{caseId}/plan-design": {
        put: {
          summary: "Push a case's plan design",
          description:
            "Updates the case once per idempotency key; the same key again answers the first answer with " +
            "`replayed: true`. The next queued behaviour decides the outcome (default ok).",
          parameters: [
            caseIdParameter,
            {
              name: QPS_IDEMPOTENCY_HEADER,
              in: "header",
              required: true,
              schema: { type: "string", minLength: 1, maxLength: 200 },
            },
          ],
          requestBody: { required: true, ...json(qpsPlanDesignSchema, "input") },
          responses: {
            200: answer("Taken, with warnings or errors as the result says", qpsPushAnswerSchema),
            400: answer(
              "No or a bad Idempotency-Key, a body that is not a plan design, or a caseId other than the path's",
            ),
            503: answer("QPS is unavailable: retry"),
          },
        },
      },
      "/cases/{caseId}": {
        get: {
          summary: "The case as QPS holds it",
          parameters: [caseIdParameter],
          responses: { 200: answer("The case", qpsCaseSchema), 404: answer("QPS has never had the case") },
        },
      },
      "/control/behaviours": {
        get: {
          summary: "The queued behaviours",
          responses: { 200: answer("The queue, oldest first", behaviourQueueSchema) },
        },
        post: {
          summary: "Queue a behaviour for the next pushes",
          description:
            "ok, warnings, errors: stored, answered after the delay. timeout: never answered, nothing stored. " +
            "unavailable: 503, nothing stored. crash: the simulator dies mid-push, nothing stored. A behaviour for a " +
            "case is taken before one for any case.",
          requestBody: { required: true, ...json(behaviourRequestSchema, "input") },
          responses: { 201: answer("Queued; the whole queue", behaviourQueueSchema), 400: answer("Not a behaviour") },
        },
        delete: { summary: "Clear the queue", responses: { 204: { description: "Cleared" } } },
      },
      "/control/delay": {
        put: {
          summary: "Set the default delay before a push is answered",
          requestBody: { required: true, ...json(delayRequestSchema, "input") },
          responses: { 200: answer("The default delay from now on", delayRequestSchema), 400: answer("Not a delay") },
        },
      },
      "/openapi.json": {
        get: { summary: "This document", responses: { 200: { description: "OpenAPI 3.1" } } },
      },
    },
  };
}
