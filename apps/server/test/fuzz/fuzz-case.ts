/** One fuzz run: who calls, on whose records, and the one part of a valid request that is made bad. */
import type { MatrixCaller } from "@onboard/domain/permissions/permission-matrix";
import type { Bad } from "./bad-values";
import type { JsonPath } from "./json-schema";

export type TenantChoice = "own" | "other";

export type FormMutation =
  | { kind: "field-value"; index: number; bad: Bad<string> }
  | { kind: "field-name"; index: number; bad: Bad<string> }
  | { kind: "filename"; bad: Bad<string> }
  | { kind: "file-type"; bad: Bad<string> }
  | { kind: "file-bytes"; bad: Bad<Buffer> }
  | { kind: "no-file" }
  | { kind: "extra-files"; count: number }
  | { kind: "field-after-file"; bad: Bad<string> }
  | { kind: "unclosed" }
  | { kind: "boundary"; bad: Bad<string | null> };

export type Mutation =
  | { part: "none" }
  | { part: "param"; name: string; bad: Bad<string> }
  | { part: "param-raw"; name: string; bad: Bad<string> }
  | { part: "query"; kind: "set" | "extra"; name: string; bad: Bad<string> }
  | { part: "query"; kind: "repeat"; name: string; values: string[] }
  | { part: "query"; kind: "remove"; name: string }
  | { part: "query-raw"; bad: Bad<string> }
  | { part: "body"; kind: "set"; path: JsonPath; bad: Bad }
  | { part: "body"; kind: "remove"; path: JsonPath }
  | { part: "body"; kind: "extra"; path: JsonPath; key: string; bad: Bad }
  | { part: "body"; kind: "whole"; bad: Bad }
  | { part: "header"; name: "content-type" | "if-match" | "cookie"; bad: Bad<string | undefined> }
  | { part: "form"; mutation: FormMutation };

export interface FuzzCase {
  caller: MatrixCaller;
  tenant: TenantChoice;
  mutation: Mutation;
}

const at = (path: JsonPath) => (path.length === 0 ? "body" : `body.${path.join(".")}`);

/** What was made bad, in words stable enough to de-duplicate findings by ("body.name ← NUL"). */
export function describeMutation(m: Mutation): string {
  switch (m.part) {
    case "none":
      return "the valid request";
    case "param":
      return `path :${m.name} ← ${m.bad.label}`;
    case "param-raw":
      return `path :${m.name} ← raw ${m.bad.label}`;
    case "query-raw":
      return `query ← raw ${m.bad.label}`;
    case "query":
      if (m.kind === "remove") return `query ${m.name} left out`;
      if (m.kind === "repeat") return `query ${m.name} repeated`;
      return `query ${m.kind === "extra" ? "unknown key " : ""}${m.name} ← ${m.bad.label}`;
    case "body":
      if (m.kind === "whole") return m.bad.label;
      if (m.kind === "remove") return `${at(m.path)} left out`;
      if (m.kind === "extra") return `${at(m.path)} unknown key ${JSON.stringify(m.key)} ← ${m.bad.label}`;
      return `${at(m.path)} ← ${m.bad.label}`;
    case "header":
      return `header ${m.name} ← ${m.bad.label}`;
    case "form": {
      const f = m.mutation;
      if ("bad" in f) return `form ${f.kind}${"index" in f ? ` #${f.index}` : ""} ← ${f.bad.label}`;
      return `form ${f.kind}`;
    }
  }
}
