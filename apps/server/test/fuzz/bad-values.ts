/**
 * The bad values the fuzzer sends, as fast-check arbitraries. Each carries a `label` naming its class ("NUL",
 * "lone surrogate", "huge string", "wrong type: array"...): findings are de-duplicated by it, so that one cause is
 * reported once. `RawJson` is text written into the JSON body verbatim (numbers JSON.stringify cannot write, broken
 * or deeply nested JSON); `WorldId` is an id of the fixtures, chosen when the request is built.
 */
import fc from "fast-check";
import { exampleOf, type JsonSchema, kindOf, primaryVariant } from "./json-schema";

export class RawJson {
  constructor(readonly text: string) {}
}

/** An id from the fixtures: "other" is another tenant's record, "own" the caller's own tenant's. */
export class WorldId {
  constructor(
    readonly tenant: "own" | "other",
    readonly kind: "clientId" | "documentId" | "policyId" | "userId" | "explorerPageId" | "emailId",
  ) {}
}

export interface Bad<T = unknown> {
  label: string;
  value: T;
}

const bad = <T>(label: string, value: T): Bad<T> => ({ label, value });
const constants = <T>(...values: Bad<T>[]) => fc.constantFrom(...values);

/** Characters that break naive handling, each with its class. */
const EDGE_CHARACTERS: readonly [string, string][] = [
  ["NUL", "\u0000"],
  ["control U+0001", "\u0001"],
  ["control U+0007", "\u0007"],
  ["backspace", "\b"],
  ["tab", "\t"],
  ["line feed", "\n"],
  ["carriage return", "\r"],
  ["escape", "\u001b"],
  ["DEL", "\u007f"],
  ["C1 NEL", "\u0085"],
  ["line separator U+2028", "\u2028"],
  ["lone high surrogate", "\ud800"],
  ["lone low surrogate", "\udfff"],
  ["RTL override", "\u202e"],
  ["zero-width space", "\u200b"],
  ["BOM", "\ufeff"],
  ["noncharacter U+FFFF", "\uffff"],
  ["emoji ZWJ sequence", "👩‍👩‍👧‍👦"],
  ["combining marks", `e${"\u0301".repeat(60)}`],
  ["astral letter", "𝕏"],
  ["fullwidth", "ＡＢＣ"],
];

/** An edge character alone, or at the start, end or middle of a plausible value. */
export function edgeString(base = "fuzz"): fc.Arbitrary<Bad<string>> {
  return fc
    .tuple(fc.constantFrom(...EDGE_CHARACTERS), fc.constantFrom("only", "prefix", "suffix", "middle"))
    .map(([[label, char], where]) => {
      const half = Math.floor(base.length / 2);
      const value =
        where === "only"
          ? char
          : where === "prefix"
            ? char + base
            : where === "suffix"
              ? base + char
              : base.slice(0, half) + char + base.slice(half);
      return bad(label, value);
    });
}

const HUGE_UNITS = ["x", "é", "€", "😀", "\u0301"];

export const hugeString: fc.Arbitrary<Bad<string>> = fc
  .tuple(fc.integer({ min: 192, max: 200_000 }), fc.constantFrom(...HUGE_UNITS))
  .map(([length, unit]) => bad("huge string", unit.repeat(Math.ceil(length / unit.length))));

const ODD_STRINGS = constants<string>(
  bad("empty string", ""),
  bad("whitespace only", "   "),
  bad("LIKE wildcards", "%_\\"),
  bad("SQL quote", "' OR '1'='1' --"),
  bad("path traversal", "../../../etc/passwd"),
  bad("HTML", "<script>alert(1)</script>"),
  bad("format string", "%s%n{0}$" + "{x}"),
  bad("number text", "1e400"),
  bad("prototype key text", "__proto__"),
);

export const randomUnicode: fc.Arbitrary<Bad<string>> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }).map((s) => bad("random unicode", s)),
  fc
    .string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 })
    .map((s) => bad("random UTF-16 (surrogates)", s)),
);

export const BAD_DATES = [
  "2026-02-30",
  "2026-13-01",
  "0000-01-01",
  "-000001-01-01",
  "+275760-09-14T00:00:00.000Z",
  "275760-09-13",
  "99999-01-01",
  "9999-12-31T23:59:59.999Z",
  "2026-01-01T25:00:00Z",
  "2026-01-01T00:00:00+99:00",
  "1900-01-01",
  "yesterday",
  "01/02/2026",
  "2026-1-1",
];
const badDate = fc.constantFrom(...BAD_DATES).map((s) => bad("bad date", s));

export const BAD_UUIDS = [
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "00000000-0000-1000-8000-000000000000",
  "{00000000-0000-4000-8000-000000000000}",
  "000000000000400080000000000000000",
  "00000000-0000-4000-8000-0000000000001",
  "0000000g-0000-4000-8000-000000000000",
  "12345",
];
const unknownUuid = fc.uuid({ version: 4 }).map((id) => bad("unknown uuid", id));
const badUuid = fc.oneof(
  fc.constantFrom(...BAD_UUIDS).map((s) => bad("bad uuid", s)),
  unknownUuid,
  fc
    .constantFrom<WorldId["kind"]>("clientId", "documentId", "policyId", "userId", "explorerPageId", "emailId")
    .map((kind) => bad(`another tenant's ${kind}`, new WorldId("other", kind) as unknown)),
  fc
    .constantFrom<WorldId["kind"]>("clientId", "documentId", "policyId", "userId", "explorerPageId")
    .map((kind) => bad(`own ${kind} in the wrong place`, new WorldId("own", kind) as unknown)),
);

const badNumber = constants<unknown>(
  bad("negative", -1),
  bad("zero", 0),
  bad("fraction", 1.5),
  bad("2^31", 2 ** 31),
  bad("beyond 2^53", 2 ** 53 + 2),
  bad("1e308", 1e308),
  bad("-1e308", -1e308),
  bad("1e400 (Infinity)", new RawJson("1e400")),
  bad("-1e400", new RawJson("-1e400")),
  bad("30-digit integer", new RawJson("123456789012345678901234567890")),
  bad("number as text", "1"),
);

const badBoolean = constants<unknown>(bad("boolean as text", "true"), bad("boolean as number", 1));

/** Any JSON type, for a spot whose schema wants another. */
export const wrongType: fc.Arbitrary<Bad> = constants<unknown>(
  bad("wrong type: null", null),
  bad("wrong type: boolean", true),
  bad("wrong type: number", 123),
  bad("wrong type: string", "str"),
  bad("wrong type: array", []),
  bad("wrong type: object", {}),
  bad("wrong type: array of null", [null]),
);

export const DEEP_NESTING = [33, 200, 20_000];
const deepArray = (depth: number) => new RawJson(`${"[".repeat(depth)}${"]".repeat(depth)}`);
const deepValue = fc.constantFrom(...DEEP_NESTING).map((depth) => bad(`nested ${depth} deep`, deepArray(depth)));

const prototypeKeys = constants<unknown>(
  bad("__proto__ key", new RawJson('{"__proto__":{"isAdmin":true}}')),
  bad("constructor.prototype key", new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}')),
);

function stringBads(schema: JsonSchema, current: unknown): fc.Arbitrary<Bad>[] {
  const base = typeof current === "string" && current.length > 0 ? current : String(exampleOf(schema));
  return [edgeString(base), edgeString(base), hugeString, ODD_STRINGS, randomUnicode, badDate];
}

/** Bad values for one spot of a JSON body, weighted towards the spot's own type. */
export function badJsonValue(schema: JsonSchema, current: unknown): fc.Arbitrary<Bad> {
  const s = primaryVariant(schema);
  const kind = kindOf(s);
  const typed: fc.Arbitrary<Bad>[] = [];
  if (kind === "uuid") typed.push(badUuid, badUuid);
  if (kind === "integer" || kind === "number") typed.push(badNumber, badNumber);
  if (kind === "boolean") typed.push(badBoolean);
  if (kind === "date" || kind === "date-time") typed.push(badDate, badDate);
  if (kind === "enum") typed.push(enumNearMiss(s.enum ?? [s.const]));
  if (kind === "array") typed.push(hugeArray(s), deepValue);
  if (kind === "object") typed.push(prototypeKeys, deepValue);
  return fc.oneof(...typed, ...stringBads(s, current), wrongType, wrongType);
}

function enumNearMiss(members: unknown[]): fc.Arbitrary<Bad> {
  const first = String(members[0] ?? "VALUE");
  return constants<unknown>(
    bad("enum: other case", first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase()),
    bad("enum: trailing space", `${first} `),
    bad("enum: unknown member", "NOT_A_MEMBER"),
    bad("enum: with NUL", `${first}\u0000`),
  );
}

function hugeArray(schema: JsonSchema): fc.Arbitrary<Bad> {
  return fc.integer({ min: 101, max: 20_000 }).map((length) =>
    bad(
      "huge array",
      Array.from({ length }, () => exampleOf(schema.items ?? {})),
    ),
  );
}

/** Keys a body may not carry: unknown fields, and ones that look like privileges or other records. */
export const extraKey = fc.constantFrom(
  "notAField",
  "role",
  "clientId",
  "id",
  "userId",
  "deletedAt",
  "isAdmin",
  "version",
  "",
  "a\u0000b",
  "constructor",
);

/** A whole JSON body that is not the object the route wants, or not JSON at all. */
export const wholeBody: fc.Arbitrary<Bad> = fc.oneof(
  constants<unknown>(
    bad("body: null", null),
    bad("body: true", true),
    bad("body: 123", 123),
    bad('body: "str"', "str"),
    bad("body: []", []),
    bad("body: [{}]", [{}]),
    bad("body: {}", {}),
    bad("body: malformed JSON", new RawJson('{"a":')),
    bad("body: single quotes", new RawJson("{'a':1}")),
    bad("body: trailing comma", new RawJson('{"a":1,}')),
    bad("body: empty", new RawJson("")),
    bad("body: duplicate keys", new RawJson('{"a":1,"a":2}')),
    bad("body: lone surrogate string", new RawJson('"\\ud800"')),
    bad("body: 1e400", new RawJson("1e400")),
    bad("body: BOM then JSON", new RawJson("\ufeff{}")),
    bad("body: over 1 MiB", { filler: "x".repeat(1_100_000) }),
  ),
  prototypeKeys.map((b) => ({ ...b, label: `body: ${b.label}` })),
  fc.constantFrom(...DEEP_NESTING).map((depth) => bad(`body: nested ${depth} deep`, deepArray(depth))),
  fc
    .constantFrom(...DEEP_NESTING)
    .map((depth) =>
      bad(`body: object nested ${depth} deep`, new RawJson(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`)),
    ),
);

export const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/json; charset=utf-16",
  "multipart/form-data",
  "application/xml",
  "application/json\u0000",
];

/** Bad text for a query value or a path segment: typed near-misses, edge characters, huge text. */
export function badText(schema: JsonSchema, current: string | undefined): fc.Arbitrary<Bad<string>> {
  const s = primaryVariant(schema);
  const kind = kindOf(s);
  const base = current && current.length > 0 ? current : String(exampleOf(s));
  const typed: fc.Arbitrary<Bad<string>>[] = [];
  if (kind === "uuid") {
    typed.push(fc.constantFrom(...BAD_UUIDS).map((v) => bad("bad uuid", v)));
    typed.push(unknownUuid);
    typed.push(fc.constant(bad("uppercase uuid", base.toUpperCase())));
  }
  if (kind === "integer" || kind === "number") {
    const numbers = ["-1", "0", "1.5", "1e400", "99999999999999999999", "0x10", " 1", "NaN", "Infinity", "1,2"];
    typed.push(fc.constantFrom(...numbers).map((v) => bad("bad number text", v)));
  }
  if (kind === "enum") {
    typed.push(enumNearMiss(s.enum ?? [s.const]).map((b) => ({ ...b, value: String(b.value) })));
  }
  if (kind === "date" || kind === "date-time") typed.push(badDate);
  if (kind === "boolean") typed.push(fc.constantFrom("TRUE", "1", "yes").map((v) => bad("bad boolean text", v)));
  return fc.oneof(...typed, ...typed, edgeString(base), edgeString(base), ODD_STRINGS, randomUnicode, hugeString);
}

/** Percent-encodings that do not decode to valid UTF-8, sent raw in the URL. */
export const BROKEN_ENCODINGS = ["%", "%zz", "%E0%A4%A", "%C0%AF", "%ED%A0%80", "%FF", "%00", "%2e%2e", "%2F"];
