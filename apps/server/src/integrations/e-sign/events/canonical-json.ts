/**
 * Canonical JSON for the e-sign event log's hashes: object keys sorted (by UTF-16 code units, like RFC 8785 JCS),
 * no whitespace, numbers and strings as `JSON.stringify` writes them. The same event gives the same text whatever
 * order its keys were built in, and whatever order `jsonb` (which reorders keys) gives them back in.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value !== "object") {
    if (typeof value === "number" && !Number.isFinite(value)) {
      throw new TypeError(`canonical JSON has no form for the number ${value}`);
    }
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const keys = Object.keys(value)
    .filter((key) => value[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] as JsonValue)}`).join(",")}}`;
}

/**
 * The value as `jsonb` will keep it: what `JSON.stringify` drops (undefined members, functions) is gone, dates are ISO
 * strings. An event's data is normalised this way before it is hashed, so that the hash is over what is stored.
 */
export function asStoredJson(value: unknown): JsonObject {
  const text = JSON.stringify(value ?? {});
  const parsed: unknown = JSON.parse(text);
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new TypeError("an e-sign event's data must be a JSON object");
  }
  return parsed as JsonObject;
}
