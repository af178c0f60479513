/**
 * Answers a stored file as it is read from FileStorage, never held whole: document downloads and the explorer's
 * documents and videos. The body is the storage's stream (a phone seeking in a 200 MB video costs the range it asks
 * for), with its Content-Length; HEAD asks the storage for the size alone. With an ETag (the documents row's SHA-256,
 * so no file is hashed per request), a matching If-None-Match is a 304 without touching storage. With ranges on, one
 * `bytes=` range (If-Range permitting) is a 206 with Content-Range, and a range past the end a 416 whose Content-Range
 * gives the size; several ranges are answered with the whole file. A file whose bytes are gone is 404.
 */
import { DOCUMENT_MESSAGES } from "@onboard/domain/documents/document-limits";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../errors/app-error";
import { type ByteRange, RangeNotSatisfiableError } from "../integrations/storage/byte-range";
import type { FileStorage, StoredObjectStream } from "../integrations/storage/file-storage";
import { ifNoneMatchHits } from "./http-cache";

/** What a download's use case finds: the document's name and type, and where its bytes are. */
export interface ServedFile {
  name: string;
  mimeType: string;
  storageKey: string;
}

export interface SendStoredFileOptions {
  disposition: string;
  cacheControl: string;
  /** A strong ETag (quoted) for 304s and If-Range, or null for none. */
  etag: string | null;
  /** Whether single byte ranges are served (Accept-Ranges: bytes). */
  ranges: boolean;
}

/** What a Range header asks for, before the file's size is known. */
export type RangeRequest =
  /** `bytes=500-999`, or `bytes=500-` (end null: to the last byte). */
  | { start: number; end: number | null }
  /** `bytes=-500`: the last 500 bytes. */
  | { suffixLength: number }
  /** A `bytes=` range that no file can satisfy (`bytes=-`, `bytes=5-2`, `bytes=-0`): 416. */
  | "unsatisfiable";

/**
 * The one range of a `bytes=` header, or null when there is none to honour (no header, another unit, several
 * ranges): the whole file is sent then.
 */
export function parseRangeHeader(header: string | undefined): RangeRequest | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "") {
    if (to === "") return "unsatisfiable";
    const suffixLength = Math.min(Number(to), Number.MAX_SAFE_INTEGER);
    return suffixLength === 0 ? "unsatisfiable" : { suffixLength };
  }
  const start = Number(from);
  // A start beyond any size a file can have is past the end of this one.
  if (!Number.isSafeInteger(start)) return "unsatisfiable";
  const end = to === "" ? null : Math.min(Number(to), Number.MAX_SAFE_INTEGER);
  if (end !== null && end < start) return "unsatisfiable";
  return { start, end };
}

/** The range to serve: none without ranges, or when If-Range names another version (strong comparison). */
function rangeAsked(request: FastifyRequest, options: SendStoredFileOptions): RangeRequest | null {
  if (!options.ranges || request.method !== "GET") return null;
  const ifRange = request.headers["if-range"];
  if (ifRange !== undefined && (options.etag === null || String(ifRange).trim() !== options.etag)) return null;
  return parseRangeHeader(request.headers.range);
}

function gone(): never {
  throw notFound(DOCUMENT_MESSAGES.documentNotFound);
}

async function sizeOf(storage: FileStorage, key: string): Promise<number> {
  return (await storage.stat(key))?.sizeBytes ?? gone();
}

/** The stream for `asked` (the whole file for null), or the refusal of a range that starts past the end. */
async function openFile(
  storage: FileStorage,
  key: string,
  asked: RangeRequest | null,
): Promise<StoredObjectStream | RangeNotSatisfiableError> {
  let range: ByteRange | undefined;
  if (asked === "unsatisfiable") {
    const sizeBytes = await sizeOf(storage, key);
    return new RangeNotSatisfiableError({ start: sizeBytes, end: sizeBytes }, sizeBytes);
  }
  if (asked && "suffixLength" in asked) {
    const sizeBytes = await sizeOf(storage, key);
    if (sizeBytes === 0) return new RangeNotSatisfiableError({ start: 0, end: 0 }, 0);
    range = { start: Math.max(0, sizeBytes - asked.suffixLength), end: sizeBytes - 1 };
  } else if (asked) {
    range = { start: asked.start, end: asked.end ?? Number.MAX_SAFE_INTEGER };
  }
  try {
    return (await storage.read(key, range)) ?? gone();
  } catch (error) {
    if (error instanceof RangeNotSatisfiableError) return error;
    throw error;
  }
}

export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: ServedFile,
  options: SendStoredFileOptions,
) {
  const { etag } = options;
  if (etag !== null && ifNoneMatchHits(request.headers["if-none-match"], etag)) {
    return reply.code(304).header("cache-control", options.cacheControl).header("etag", etag).send();
  }
  // Headers only once the bytes are known to be there: a 404 must not carry a long-lived Cache-Control.
  const describe = () => {
    reply.header("cache-control", options.cacheControl);
    if (etag !== null) reply.header("etag", etag);
    if (options.ranges) reply.header("accept-ranges", "bytes");
    return reply
      .header("content-type", file.mimeType)
      .header("content-disposition", options.disposition)
      .header("x-content-type-options", "nosniff");
  };

  if (request.method === "HEAD") {
    const sizeBytes = await sizeOf(storage, file.storageKey);
    return describe().header("content-length", sizeBytes).send();
  }

  const opened = await openFile(storage, file.storageKey, rangeAsked(request, options));
  if (opened instanceof RangeNotSatisfiableError) {
    // No shared cache may keep this answer as the file's.
    return reply
      .code(416)
      .header("cache-control", "no-store")
      .header("accept-ranges", "bytes")
      .header("content-range", `bytes */${opened.sizeBytes}`)
      .send();
  }
  const { body, sizeBytes, range } = opened;
  describe();
  if (!range) return reply.header("content-length", sizeBytes).send(body);
  return reply
    .code(206)
    .header("content-range", `bytes ${range.start}-${range.end}/${sizeBytes}`)
    .header("content-length", range.end - range.start + 1)
    .send(body);
}
