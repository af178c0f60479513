/**
 * What a failed upload answers, and what it logs. A client that goes away mid-upload (a closed tab, a lost network)
 * is no server error: it is logged once at info, "upload aborted by the client", and answered with a 400 nobody
 * reads. A body that ends before its multipart end is the client's 400 too. Otherwise the rest of the body is read
 * and dropped, so that the client (still sending) gets the answer rather than a stalled connection.
 */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";

export const UPLOAD_ABORTED_LOG = "upload aborted by the client";

export class UploadAbortedError extends AppError {
  constructor() {
    super("UPLOAD_ABORTED", 400, ERROR_MESSAGES.uploadAborted);
  }
}

/** The client closed the connection before its body ended. */
export function clientAborted(request: FastifyRequest): boolean {
  return request.raw.readableAborted;
}

/**
 * The multipart parser (busboy) found the body cut short or malformed. A file part that the body ends inside (no
 * closing boundary) ends its stream early: Node's "Premature close", with the client still there.
 */
function isMalformedBody(error: unknown): boolean {
  if ((error as { code?: unknown } | null)?.code === "ERR_STREAM_PREMATURE_CLOSE") return true;
  const message = error instanceof Error ? error.message : "";
  return /^(Unexpected end of (form|multipart data)|Malformed part header|Part terminated early|Multipart: Boundary not found)/.test(
    message,
  );
}

/** Throws when the client went away: the multipart parser ends the parts quietly then, as if the body were whole. */
export function assertNotAborted(request: FastifyRequest): void {
  if (clientAborted(request)) throw new UploadAbortedError();
}

/** The error to throw for `error`, once what the upload stored is removed. */
export function uploadFailure(request: FastifyRequest, error: unknown): unknown {
  if (clientAborted(request)) {
    request.log.info({ url: request.url }, UPLOAD_ABORTED_LOG);
    return error instanceof UploadAbortedError ? error : new UploadAbortedError();
  }
  request.raw.unpipe();
  request.raw.resume();
  if (isMalformedBody(error)) return new AppError("MALFORMED_UPLOAD", 400, ERROR_MESSAGES.malformedUpload);
  return error;
}
