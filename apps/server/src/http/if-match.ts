/**
 * Optimistic concurrency over HTTP: the version a write was based on comes in `If-Match` ("3", W/"3" or 3), or, for
 * callers that cannot set headers, in the body's `version`. Without either the write is refused (428), so that
 * nothing is overwritten blindly; a malformed one gets 412. The use case compares it (`db/assert-version.ts`).
 */

import { CLIENT_MESSAGES } from "@onboard/domain/clients/client-messages";
import type { FastifyReply } from "fastify";
import { AppError, preconditionFailed } from "../errors/app-error";

export function expectedVersion(header: string | undefined, bodyVersion: number | undefined): number {
  if (header !== undefined) {
    const match = /^\s*(?:W\/)?"?(\d+)"?\s*$/.exec(header);
    if (!match?.[1]) throw preconditionFailed();
    return Number(match[1]);
  }
  if (bodyVersion !== undefined) return bodyVersion;
  throw new AppError("PRECONDITION_REQUIRED", 428, CLIENT_MESSAGES.ifMatchRequired);
}

/** The version as an ETag, so that the next write can send it back in If-Match. */
export function setVersionTag(reply: FastifyReply, version: number): void {
  reply.header("etag", `"${version}"`);
}
