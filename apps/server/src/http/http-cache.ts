/**
 * Conditional GET for public answers: a strong ETag (SHA-256 of the serialised body), a short shared cache with
 * stale-while-revalidate, and 304 without a body when the caller already holds this exact answer.
 */
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

export const PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

export function strongEtag(body: string | Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url")}"`;
}

/** Whether an If-None-Match header names this ETag (a list, `*`, or a weak form of it). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}

/** An onSend hook: tags a 200 answer and turns it into a 304 when the caller's copy is current. */
export async function conditionalGet(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || (typeof payload !== "string" && !Buffer.isBuffer(payload))) return payload;
  const etag = strongEtag(payload);
  reply.header("etag", etag);
  reply.header("cache-control", PUBLIC_CACHE_CONTROL);
  if (!ifNoneMatchHits(request.headers["if-none-match"], etag)) return payload;
  reply.code(304);
  reply.removeHeader("content-type");
  reply.removeHeader("content-length");
  return "";
}
