/** Sends a page answer: ETag and public Cache-Control, 304 when the caller holds it, else compressed as accepted. */
import type { FastifyReply, FastifyRequest } from "fastify";
import { ifNoneMatchHits, PUBLIC_CACHE_CONTROL } from "../../http/http-cache";
import { chooseEncoding, encodedBody, type PageAnswer } from "./page-answer-cache";

export function sendPageAnswer(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer) {
  reply.header("etag", answer.etag).header("cache-control", PUBLIC_CACHE_CONTROL).header("vary", "Accept-Encoding");
  if (ifNoneMatchHits(request.headers["if-none-match"], answer.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  // A string or Buffer with its content type is sent as is: the page was checked against its schema when built.
  return reply.type("application/json; charset=utf-8").send(encodedBody(answer, encoding));
}
