/**
 * The swagger `transformObject`: the zod components (zod-json-schema.ts) added to the document, the GET + HEAD
 * operations split (head-operations.ts), and the error answers shared as `components.responses` (shared-responses.ts).
 */
import type { SwaggerTransformObject } from "@fastify/swagger";
import { type Paths, splitHeadOperations } from "./head-operations";
import { shareErrorResponses } from "./shared-responses";
import { zodComponentsTransform } from "./zod-json-schema";

export const documentTransform: SwaggerTransformObject = (input) => {
  const document = zodComponentsTransform(input);
  if (!("components" in document)) return document;
  // The error body is only ever an answer: its input twin would be an unused component.
  delete document.components?.schemas?.ApiErrorBodyInput;
  const paths = (document.paths ?? {}) as Paths;
  splitHeadOperations(paths);
  const responses = shareErrorResponses(paths);
  return { ...document, components: { ...document.components, responses } } as typeof document;
};
