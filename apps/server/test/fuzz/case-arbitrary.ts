/**
 * The fast-check arbitrary of one route's fuzz cases: a caller (each role, or anonymous), a tenant (own or another's)
 * and one mutation aimed by the route's schemas: a path param, a query value, one spot of the JSON body (a field, an
 * array item: set to a bad value, left out, or given an unknown key), the whole body, a header, or a part of an
 * upload's form. Everything else stays valid, so that each run gets as far as its one bad part lets it.
 */
import { MATRIX_CALLERS } from "@onboard/domain/permissions/permission-matrix";
import fc from "fast-check";
import {
  type Bad,
  BROKEN_ENCODINGS,
  badJsonValue,
  badText,
  CONTENT_TYPES,
  edgeString,
  extraKey,
  hugeString,
  wholeBody,
} from "./bad-values";
import type { FormMutation, FuzzCase, Mutation } from "./fuzz-case";
import { type JsonPath, type JsonSchema, kindOf, schemaSpots } from "./json-schema";
import { baseUpload } from "./multipart";
import { staticBody } from "./route-bases";
import type { FuzzRoute } from "./route-catalog";

const bad = <T>(label: string, value: T): Bad<T> => ({ label, value });

function valueAt(value: unknown, path: JsonPath): unknown {
  let node = value;
  for (const step of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

function paramMutations(route: FuzzRoute): fc.Arbitrary<Mutation>[] {
  if (route.pathParams.length === 0) return [];
  const name = fc.constantFrom(...route.pathParams);
  const typed = name.chain((n) =>
    badText(route.params[n] ?? {}, route.matrix?.params?.[n]).map(
      (b): Mutation => ({ part: "param", name: n, bad: b }),
    ),
  );
  const raw = fc
    .tuple(
      name,
      fc.oneof(
        fc.constantFrom(...BROKEN_ENCODINGS).map((s) => bad(`percent-encoding ${s}`, s)),
        fc.constantFrom(bad("empty segment", ""), bad("dot-dot", ".."), bad("long segment", "a".repeat(150))),
      ),
    )
    .map(([n, b]): Mutation => ({ part: "param-raw", name: n, bad: b }));
  return [typed, typed, raw];
}

function queryMutations(route: FuzzRoute): fc.Arbitrary<Mutation>[] {
  const names = [...new Set([...Object.keys(route.query), ...Object.keys(route.matrix?.query ?? {})])];
  const extra = fc
    .tuple(fc.constantFrom("notAField", "__proto__", "constructor", "a[b]", "clientId", "\u0000"), badText({}, "x"))
    .map(([n, b]): Mutation => ({ part: "query", kind: "extra", name: n, bad: b }));
  const raw = fc
    .constantFrom(...BROKEN_ENCODINGS)
    .map((s): Mutation => ({ part: "query-raw", bad: bad(`percent-encoding ${s}`, s) }));
  if (names.length === 0) return [extra, raw];
  const name = fc.constantFrom(...names);
  const set = name.chain((n) =>
    badText(route.query[n] ?? {}, route.matrix?.query?.[n]).map(
      (b): Mutation => ({ part: "query", kind: "set", name: n, bad: b }),
    ),
  );
  const repeat = name.map((n): Mutation => ({ part: "query", kind: "repeat", name: n, values: ["1", "2", ""] }));
  const remove = name.map((n): Mutation => ({ part: "query", kind: "remove", name: n }));
  return [set, set, set, repeat, remove, extra, raw];
}

function bodyMutations(route: FuzzRoute): fc.Arbitrary<Mutation>[] {
  if (route.method === "GET") return [];
  const whole = wholeBody.map((b): Mutation => ({ part: "body", kind: "whole", bad: b }));
  const schema: JsonSchema | undefined = route.body;
  const base = staticBody(route);
  const mutations: fc.Arbitrary<Mutation>[] = [whole];
  const rootExtra = fc
    .tuple(extraKey, fc.oneof(edgeString(), hugeString))
    .map(([key, b]): Mutation => ({ part: "body", kind: "extra", path: [], key, bad: b }));
  mutations.push(rootExtra);
  if (!schema) return mutations;
  const spots = schemaSpots(schema);
  if (spots.length === 0) return mutations;
  const set = fc
    .constantFrom(...spots)
    .chain((spot) =>
      badJsonValue(spot.schema, valueAt(base, spot.path)).map(
        (b): Mutation => ({ part: "body", kind: "set", path: spot.path, bad: b }),
      ),
    );
  mutations.push(set, set, set, set, set);
  const required = spots.filter((spot) => spot.required);
  if (required.length > 0) {
    mutations.push(
      fc.constantFrom(...required).map((spot): Mutation => ({ part: "body", kind: "remove", path: spot.path })),
    );
  }
  const objects = spots.filter((spot) => kindOf(spot.schema) === "object").map((spot) => spot.path);
  if (objects.length > 0) {
    mutations.push(
      fc
        .tuple(fc.constantFrom(...objects), extraKey, edgeString())
        .map(([path, key, b]): Mutation => ({ part: "body", kind: "extra", path, key, bad: b })),
    );
  }
  return mutations;
}

function headerMutations(route: FuzzRoute): fc.Arbitrary<Mutation>[] {
  const cookie = fc
    .constantFrom(
      bad("garbage session", "onboard_session=garbage"),
      bad("huge session", `onboard_session=${"a".repeat(8000)}`),
      bad("session with encoded NUL", "onboard_session=%00"),
    )
    .map((b): Mutation => ({ part: "header", name: "cookie", bad: b }));
  const mutations = [cookie];
  if (route.method !== "GET") {
    mutations.push(
      fc
        .constantFrom(...CONTENT_TYPES)
        .map((ct): Mutation => ({ part: "header", name: "content-type", bad: bad(`content-type ${ct}`, ct) })),
    );
  }
  if (route.versioned) {
    const tags = ['"0"', '"-1"', '"99999999999999999999999"', 'W/"1"', "*", "garbage", '"1", "2"', '"1.5"', '""'];
    mutations.push(
      fc.constantFrom<string | undefined>(...tags, undefined).map(
        (tag): Mutation => ({
          part: "header",
          name: "if-match",
          bad: bad(tag === undefined ? "if-match left out" : `if-match ${tag}`, tag),
        }),
      ),
    );
  }
  return mutations;
}

function formMutations(route: FuzzRoute): fc.Arbitrary<Mutation>[] {
  if (!route.multipart) return [];
  const fields = baseUpload(route.path).parts.filter((p) => !p.file).length;
  const index = fc.integer({ min: 0, max: Math.max(0, fields - 1) });
  const text = badText({}, "plan-summary");
  const arbitraries: fc.Arbitrary<FormMutation>[] = [
    fc.tuple(index, text).map(([i, b]): FormMutation => ({ kind: "field-value", index: i, bad: b })),
    fc
      .tuple(index, fc.oneof(edgeString("category"), fc.constant(bad("unknown field", "notAField"))))
      .map(([i, b]): FormMutation => ({ kind: "field-name", index: i, bad: b })),
    fc
      .oneof(
        edgeString("Summary.pdf"),
        hugeString,
        fc.constantFrom(bad("path traversal", "../../../etc/passwd"), bad("empty filename", ""), bad("dots", "...")),
      )
      .map((b): FormMutation => ({ kind: "filename", bad: b })),
    fc
      .constantFrom("text/html", "application/x-msdownload", "", "application/pdf; charset=\u00e9")
      .map((t): FormMutation => ({ kind: "file-type", bad: bad(`file type ${JSON.stringify(t)}`, t) })),
    fc
      .constantFrom(
        bad("empty file", Buffer.alloc(0)),
        bad("text file", Buffer.from("just text\n")),
        bad("PDF header only", Buffer.from("%PDF-")),
        bad("zip header only", Buffer.from([0x50, 0x4b, 0x03, 0x04])),
        bad("HTML file", Buffer.from("<!doctype html><script>alert(1)</script>")),
      )
      .map((b): FormMutation => ({ kind: "file-bytes", bad: b })),
    fc.constant<FormMutation>({ kind: "no-file" }),
    fc.integer({ min: 2, max: 30 }).map((count): FormMutation => ({ kind: "extra-files", count })),
    text.map((b): FormMutation => ({ kind: "field-after-file", bad: b })),
    fc.constant<FormMutation>({ kind: "unclosed" }),
    fc
      .constantFrom(bad<string | null>("no boundary", null), bad<string | null>("other boundary", "not-the-boundary"))
      .map((b): FormMutation => ({ kind: "boundary", bad: b })),
  ];
  const form = fc.oneof(...arbitraries).map((m): Mutation => ({ part: "form", mutation: m }));
  return [form, form, form, form];
}

export function caseArbitrary(route: FuzzRoute): fc.Arbitrary<FuzzCase> {
  const mutations = [
    fc.constant<Mutation>({ part: "none" }),
    ...paramMutations(route),
    ...queryMutations(route),
    ...bodyMutations(route),
    ...headerMutations(route),
    ...formMutations(route),
  ];
  return fc.record({
    caller: fc.constantFrom(...MATRIX_CALLERS),
    tenant: fc.constantFrom("own" as const, "other" as const),
    mutation: fc.oneof(...mutations),
  });
}
