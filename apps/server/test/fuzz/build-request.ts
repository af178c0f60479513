/**
 * Turns a fuzz case into the HTTP request to inject: the base request of the route for the case's caller and tenant,
 * with the one mutation applied. Mutations (and CSRF) come with the caller's session cookie and the CSRF header, so
 * that a request is refused for its input, not for a missing token.
 */
import type { CarrierRole } from "@onboard/domain/users/roles";
import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import { RawJson, WorldId } from "./bad-values";
import type { FuzzCase, Mutation } from "./fuzz-case";
import type { FuzzWorld } from "./fuzz-world";
import { exampleOf, type JsonPath, type JsonSchema, schemaAt } from "./json-schema";
import { baseUpload, encodeMultipart, type FormPart, type MultipartModel, pdfFile } from "./multipart";
import { baseRequest } from "./route-bases";
import type { FuzzRoute } from "./route-catalog";

export interface FuzzRequest {
  method: FuzzRoute["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The version the record at this URL has now: explorer pages and contacts their own, the rest their client's. */
async function currentVersion(db: Database, params: Record<string, string>): Promise<number> {
  const pageId = params.explorerPageId;
  const contactId = params.contactId;
  const clientId = params.clientId;
  const result =
    pageId && UUID.test(pageId)
      ? await db.execute<{ version: number }>(sql`select version from explorer_pages where id = ${pageId}`)
      : contactId && UUID.test(contactId)
        ? await db.execute<{ version: number }>(sql`select version from contacts where id = ${contactId}`)
        : clientId && UUID.test(clientId)
          ? await db.execute<{ version: number }>(sql`select version from clients where id = ${clientId}`)
          : null;
  return result?.rows[0]?.version ?? 1;
}

/** Swaps fixture references (`WorldId`) for the fixtures' ids, anywhere in a value. */
function resolveIds(value: unknown, world: FuzzWorld): unknown {
  if (value instanceof WorldId) {
    const tenant = world[value.tenant];
    return value.kind === "userId" ? tenant.broker.id : tenant[value.kind];
  }
  if (value instanceof RawJson || value === null || typeof value !== "object" || ArrayBuffer.isView(value))
    return value;
  if (Array.isArray(value)) return value.map((item) => resolveIds(item, world));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveIds(v, world)]));
}

/** JSON text, with each RawJson written verbatim. */
export function serializeJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return v;
  });
  if (text === undefined) return "";
  return text.replace(/"@@raw(\d+)@@"/g, (_m, i: string) => raws[Number(i)] ?? "");
}

function setAt(
  root: unknown,
  path: JsonPath,
  schema: JsonSchema | undefined,
  change: (parent: object, key: string | number) => void,
) {
  let node = root as Record<string | number, unknown>;
  for (let i = 0; i < path.length - 1; i++) {
    const step = path[i] as string | number;
    let next = node[step];
    if (next === null || typeof next !== "object" || next instanceof RawJson) {
      const childSchema = schema ? schemaAt(schema, path.slice(0, i + 1)) : undefined;
      const example = childSchema ? exampleOf(childSchema) : undefined;
      next = example !== null && typeof example === "object" ? example : typeof path[i + 1] === "number" ? [] : {};
      if (Array.isArray(next) && next.length === 0 && typeof path[i + 1] === "number") {
        const itemSchema = childSchema ? schemaAt(childSchema, [0]) : undefined;
        (next as unknown[]).push(itemSchema ? exampleOf(itemSchema) : {});
      }
      node[step] = next;
    }
    node = next as Record<string | number, unknown>;
  }
  change(node, path[path.length - 1] as string | number);
}

function mutateBody(route: FuzzRoute, base: unknown, m: Extract<Mutation, { part: "body" }>): unknown {
  if (m.kind === "whole") return m.bad.value;
  const root = base !== null && typeof base === "object" ? structuredClone(base) : {};
  if (m.kind === "extra") {
    if (m.path.length === 0) return { ...(root as object), [m.key]: m.bad.value };
    setAt(root, m.path, route.body, (parent, key) => {
      const holder = parent as Record<string | number, unknown>;
      const current = holder[key];
      holder[key] = { ...(current !== null && typeof current === "object" ? current : {}), [m.key]: m.bad.value };
    });
    return root;
  }
  setAt(root, m.path, route.body, (parent, key) => {
    const holder = parent as Record<string | number, unknown>;
    if (m.kind === "remove") delete holder[key];
    else holder[key] = m.bad.value;
  });
  return root;
}

function mutateForm(model: MultipartModel, m: Extract<Mutation, { part: "form" }>["mutation"]): MultipartModel {
  const parts: FormPart[] = model.parts.map((p) => ({ ...p, file: p.file ? { ...p.file } : undefined }));
  const fields = parts.filter((p) => !p.file);
  const file = parts.find((p) => p.file)?.file;
  switch (m.kind) {
    case "field-value":
      if (fields[m.index]) (fields[m.index] as { value?: string }).value = m.bad.value;
      break;
    case "field-name":
      if (fields[m.index]) (fields[m.index] as { name: string }).name = m.bad.value;
      break;
    case "filename":
      if (file) file.filename = m.bad.value;
      break;
    case "file-type":
      if (file) file.contentType = m.bad.value;
      break;
    case "file-bytes":
      if (file) file.bytes = m.bad.value;
      break;
    case "no-file":
      return { ...model, parts: fields };
    case "extra-files":
      for (let i = 0; i < m.count; i++) {
        parts.push({
          name: "file",
          file: { filename: `More ${i}.pdf`, contentType: "application/pdf", bytes: pdfFile() },
        });
      }
      break;
    case "field-after-file":
      parts.push({ name: "language", value: m.bad.value });
      break;
    case "unclosed":
      return { ...model, parts, closed: false };
    case "boundary":
      return { ...model, parts, boundaryInHeader: m.bad.value };
  }
  return { ...model, parts };
}

/** Percent-encodes text; a lone surrogate (which has no UTF-8) is sent as its WTF-8 bytes, e.g. %ED%A0%80. */
export function encodeComponent(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const next = text.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    } else {
      out += encodeURIComponent(text[i] ?? "");
    }
  }
  return out;
}

function buildUrl(
  route: FuzzRoute,
  params: Record<string, string>,
  query: Record<string, string | string[]>,
  m: Mutation,
) {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => {
    if (m.part === "param-raw" && m.name === name) return m.bad.value;
    return encodeComponent(params[name] ?? "");
  });
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeComponent(key)}=${encodeComponent(one)}`);
    }
  }
  if (m.part === "query-raw") pairs.push(`search=${m.bad.value}`);
  return pairs.length > 0 ? `${path}?${pairs.join("&")}` : path;
}

export async function buildRequest(
  db: Database,
  route: FuzzRoute,
  world: FuzzWorld,
  fuzzCase: FuzzCase,
): Promise<FuzzRequest> {
  const { caller, tenant } = fuzzCase;
  const m = resolveIds(fuzzCase.mutation, world) as Mutation;
  const base = baseRequest(route, world, caller, tenant);
  const params = { ...base.params };
  if (m.part === "param") params[m.name] = m.bad.value;
  const query: Record<string, string | string[]> = { ...base.query };
  if (m.part === "query") {
    if (m.kind === "remove") delete query[m.name];
    else if (m.kind === "repeat") query[m.name] = m.values;
    else query[m.name] = m.bad.value;
  }

  const cookies = [world.csrf.cookie];
  if (caller !== "anonymous") cookies.unshift(world.callers[caller as CarrierRole].cookie);
  const headers: Record<string, string> = { cookie: cookies.join("; ") };
  if (route.method !== "GET") headers["x-csrf-token"] = world.csrf.token;
  if (route.versioned) headers["if-match"] = `"${await currentVersion(db, params)}"`;

  let payload: string | Buffer | undefined;
  if (route.multipart && !(m.part === "body" && m.kind === "whole")) {
    const model = m.part === "form" ? mutateForm(baseUpload(route.path), m.mutation) : baseUpload(route.path);
    const encoded = encodeMultipart(model);
    payload = encoded.payload;
    headers["content-type"] = encoded.contentType;
  } else if (route.method !== "GET") {
    const body = m.part === "body" ? mutateBody(route, base.body, m) : base.body;
    if (body !== undefined) {
      payload = serializeJson(body);
      headers["content-type"] = "application/json";
    }
  }
  if (m.part === "header") {
    if (m.bad.value === undefined) delete headers[m.name];
    else if (m.name === "cookie") headers.cookie = [m.bad.value, world.csrf.cookie].join("; ");
    else headers[m.name] = m.bad.value;
  }
  return {
    method: route.method,
    url: buildUrl(route, params, query, m),
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}
