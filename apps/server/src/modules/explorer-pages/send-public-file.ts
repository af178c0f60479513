/**
 * Answers a public explorer document: shown in the browser when it is a type the browser renders safely (PDF,
 * raster images, video, audio), else an attachment; cacheable by anyone (the file behind an id does not change),
 * unless the caller says otherwise (staff previews), tagged with its SHA-256 for 304s, and with single byte ranges, which phones need to play a video.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { attachmentDisposition } from "../documents/content-disposition";
import type { PageDocumentFile } from "./download-page-document";
import { ifNoneMatchHits } from "./http-cache";

export const DOCUMENT_CACHE_CONTROL = "public, max-age=3600";

const INLINE_TYPES = /^(application\/pdf|image\/(png|jpeg|gif|webp)|video\/[\w.+-]+|audio\/[\w.+-]+)$/i;

export function dispositionFor(name: string, mimeType: string): string {
  const attachment = attachmentDisposition(name);
  return INLINE_TYPES.test(mimeType) ? attachment.replace(/^attachment/, "inline") : attachment;
}

/** The one satisfiable range of a `bytes=` header, or null for none (or several: the whole file is sent then). */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "invalid" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return "invalid";
  const start = from === "" ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === "" || to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

export function sendPublicFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: PageDocumentFile,
  cacheControl = DOCUMENT_CACHE_CONTROL,
) {
  const etag = `"${file.sha256}"`;
  reply.header("cache-control", cacheControl).header("etag", etag);
  if (ifNoneMatchHits(request.headers["if-none-match"], etag)) return reply.code(304).send();
  reply
    .header("content-type", file.mimeType)
    .header("content-disposition", dispositionFor(file.name, file.mimeType))
    .header("accept-ranges", "bytes")
    .header("x-content-type-options", "nosniff");
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  const range = parseByteRange(request.headers.range, bytes.length);
  if (range === "invalid") return reply.code(416).header("content-range", `bytes */${bytes.length}`).send();
  if (!range) return reply.send(bytes);
  return reply
    .code(206)
    .header("content-range", `bytes ${range.start}-${range.end}/${bytes.length}`)
    .send(bytes.subarray(range.start, range.end + 1));
}
