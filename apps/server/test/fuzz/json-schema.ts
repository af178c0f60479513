/**
 * The slice of JSON Schema (as fastify-type-provider-zod writes it into the OpenAPI document) the fuzzer reads: a
 * valid-ish example of a schema, and every place in a value the schema describes (a field, an array item), so that
 * a mutation can aim at one of them.
 */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
}

export type JsonPath = readonly (string | number)[];

/** The schema's alternatives without `null`, or the schema itself. */
export function variants(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return [schema];
  return options.flatMap(variants).filter((option) => option.type !== "null");
}

/** The first alternative that is an object (or array) when there is one: the shape worth walking into. */
export function primaryVariant(schema: JsonSchema): JsonSchema {
  const all = variants(schema);
  return all.find((s) => s.type === "object" || s.properties) ?? all.find((s) => s.type === "array") ?? all[0] ?? {};
}

export function kindOf(schema: JsonSchema): string {
  const s = primaryVariant(schema);
  if (s.enum || s.const !== undefined) return "enum";
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  if (type === "string" && s.format) return s.format;
  if (type) return type;
  if (s.properties) return "object";
  return "any";
}

const EXAMPLE_STRINGS: Record<string, string> = {
  uuid: "00000000-0000-4000-8000-000000000001",
  email: "fuzz@example.test",
  date: "2026-01-01",
  "date-time": "2026-01-01T00:00:00.000Z",
};

/** A value the schema probably accepts: required fields only, the first enum member, the minimum number. */
export function exampleOf(schema: JsonSchema, depth = 0): unknown {
  const s = primaryVariant(schema);
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  switch (kindOf(s)) {
    case "object": {
      if (depth > 8) return {};
      const value: Record<string, unknown> = {};
      for (const key of s.required ?? []) value[key] = exampleOf(s.properties?.[key] ?? {}, depth + 1);
      return value;
    }
    case "array":
      return Array.from({ length: s.minItems ?? 0 }, () => exampleOf(s.items ?? {}, depth + 1));
    case "integer":
    case "number":
      return typeof s.minimum === "number" ? s.minimum + (s.exclusiveMinimum === true ? 1 : 0) : 1;
    case "boolean":
      return false;
    case "any":
      return null;
    default: {
      const known = s.format ? EXAMPLE_STRINGS[s.format] : undefined;
      if (known) return known;
      if (s.pattern === "^\\d{6}$") return "123456";
      return "a".repeat(Math.max(1, s.minLength ?? 1));
    }
  }
}

export interface SchemaSpot {
  path: JsonPath;
  schema: JsonSchema;
  /** The field is required by its parent object. */
  required: boolean;
}

/** Every field and first array item the schema describes, depth first, up to `maxDepth` levels. */
export function schemaSpots(schema: JsonSchema, maxDepth = 6): SchemaSpot[] {
  const spots: SchemaSpot[] = [];
  const walk = (node: JsonSchema, path: JsonPath) => {
    if (path.length >= maxDepth) return;
    const s = primaryVariant(node);
    for (const [key, child] of Object.entries(s.properties ?? {})) {
      const at = [...path, key];
      spots.push({ path: at, schema: child, required: (s.required ?? []).includes(key) });
      walk(child, at);
    }
    if (s.items && kindOf(s) === "array") {
      const at = [...path, 0];
      spots.push({ path: at, schema: s.items, required: false });
      walk(s.items, at);
    }
  };
  walk(schema, []);
  return spots;
}

/** The schema of the value at `path`, when the schema describes it. */
export function schemaAt(schema: JsonSchema, path: JsonPath): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const step of path) {
    if (!node) return undefined;
    const s = primaryVariant(node);
    node = typeof step === "number" ? s.items : s.properties?.[step];
  }
  return node;
}
