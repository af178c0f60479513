/**
 * The kinds of request of the mixed load, each one user action: reads (the client list, a client, its tasks, the
 * public explorer page and one of its documents), writes with If-Match (a client's ticket id, the kickoff call's
 * selection; on 412 the client is read again and the write retried with the fresh version) and uploads (a small PDF,
 * multipart). Every write carries a unique marker, and every acknowledged one (2xx) is kept for the lost-write check.
 */
import { randomBytes } from "node:crypto";
import type { HttpAnswer, HttpClient, HttpRequest } from "./http-client";
import type { LoadStats } from "./load-stats";

export interface Acknowledged {
  /** Client and call writes: the marker, the client, and the version the write produced. */
  writes: { kind: "client" | "call"; marker: string; clientId: string; version: number }[];
  uploads: { marker: string; documentIds: string[] }[];
}

export interface LoadContext {
  http: HttpClient;
  stats: LoadStats;
  /** Staff session cookies (with the CSRF cookie) and the CSRF token. */
  cookies: string[];
  csrfToken: string;
  clientIds: string[];
  explorerPagePath: string;
  explorerDocumentPath: string | null;
  /** The last version seen per client, shared by the workers (a stale one costs a 412 and a retry). */
  versions: Map<string, number>;
  acknowledged: Acknowledged;
  recording: boolean;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
let sequence = 0;
const nextMarker = () => `mlw-${process.pid}-${++sequence}`;

async function timed(ctx: LoadContext, kind: string, request: HttpRequest): Promise<HttpAnswer> {
  const headers: Record<string, string> = { cookie: pick(ctx.cookies), ...request.headers };
  if (request.method !== "GET") headers["x-csrf-token"] = ctx.csrfToken;
  const answer = await ctx.http.send({ ...request, headers });
  if (ctx.recording) ctx.stats.record(kind, answer.status, answer.ms);
  return answer;
}

const versionOf = (answer: HttpAnswer) => Number(String(answer.headers.etag ?? "").replace(/\D/g, "")) || 0;

async function freshVersion(ctx: LoadContext, clientId: string): Promise<number> {
  const answer = await timed(ctx, "client (refetch on 412)", { method: "GET", path: `/api/clients/${clientId}` });
  const version = versionOf(answer);
  ctx.versions.set(clientId, version);
  return version;
}

/** PUT with If-Match, retried on 412 with the version read afresh (at most 10 times). */
async function versionedWrite(
  ctx: LoadContext,
  kind: "client" | "call",
  path: (id: string) => string,
  body: (marker: string) => object,
) {
  const clientId = pick(ctx.clientIds);
  const marker = nextMarker();
  let version = ctx.versions.get(clientId) ?? (await freshVersion(ctx, clientId));
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await timed(ctx, `${kind} write (If-Match)`, {
      method: "PUT",
      path: path(clientId),
      headers: { "content-type": "application/json", "if-match": `"${version}"` },
      body: JSON.stringify(body(marker)),
    });
    if (answer.status === 200) {
      const written = versionOf(answer);
      ctx.versions.set(clientId, written);
      ctx.acknowledged.writes.push({ kind, marker, clientId, version: written });
      return;
    }
    if (answer.status !== 412) return;
    version = await freshVersion(ctx, clientId);
  }
}

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

async function upload(ctx: LoadContext) {
  const marker = nextMarker();
  const boundary = `----load${randomBytes(8).toString("hex")}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nemployee-resources\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Load ${marker}.pdf"\r\n` +
        "Content-Type: application/pdf\r\n\r\n",
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await timed(ctx, "upload (multipart PDF)", {
    method: "POST",
    path: `/api/clients/${pick(ctx.clientIds)}/documents`,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
  });
  if (answer.status === 201) {
    const created = JSON.parse(answer.body.toString()) as { id: string }[];
    ctx.acknowledged.uploads.push({ marker, documentIds: created.map((d) => d.id) });
  }
}

export const OPERATIONS: { kind: string; weight: number; run: (ctx: LoadContext) => Promise<unknown> }[] = [
  {
    kind: "clients list",
    weight: 12,
    run: (ctx) =>
      timed(ctx, "clients list", {
        method: "GET",
        path: `/api/clients?limit=25&offset=${Math.floor(Math.random() * 3) * 25}`,
      }),
  },
  {
    kind: "client",
    weight: 12,
    run: (ctx) => timed(ctx, "client", { method: "GET", path: `/api/clients/${pick(ctx.clientIds)}` }),
  },
  {
    kind: "tasks",
    weight: 12,
    run: (ctx) => timed(ctx, "tasks", { method: "GET", path: `/api/clients/${pick(ctx.clientIds)}/tasks` }),
  },
  {
    kind: "explorer page",
    weight: 22,
    run: (ctx) =>
      timed(ctx, "explorer page", {
        method: "GET",
        path: ctx.explorerPagePath,
        headers: { "accept-encoding": "br, gzip", cookie: "" },
      }),
  },
  {
    kind: "explorer document",
    weight: 5,
    run: (ctx) =>
      ctx.explorerDocumentPath
        ? timed(ctx, "explorer document", { method: "GET", path: ctx.explorerDocumentPath, headers: { cookie: "" } })
        : Promise.resolve(),
  },
  {
    kind: "client write",
    weight: 14,
    run: (ctx) =>
      versionedWrite(
        ctx,
        "client",
        (id) => `/api/clients/${id}`,
        (marker) => ({ ticketId: marker }),
      ),
  },
  {
    kind: "call write",
    weight: 9,
    run: (ctx) =>
      versionedWrite(
        ctx,
        "call",
        (id) => `/api/clients/${id}/calls/kickoff`,
        (marker) => ({ selection: marker }),
      ),
  },
  { kind: "upload", weight: 8, run: upload },
];

export function pickOperation() {
  const total = OPERATIONS.reduce((sum, op) => sum + op.weight, 0);
  let roll = Math.random() * total;
  for (const op of OPERATIONS) {
    roll -= op.weight;
    if (roll < 0) return op;
  }
  return OPERATIONS[0] as (typeof OPERATIONS)[number];
}
