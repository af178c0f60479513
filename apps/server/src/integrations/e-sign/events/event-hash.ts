/**
 * The hash of one e-sign event: SHA-256 (hex) of the previous event's hash followed by the canonical JSON of the
 * event's own content, so each event vouches for every one before it. The first event of an envelope follows 64 zeros.
 */
import { createHash } from "node:crypto";
import type { EsignEventType } from "../../../db/schema/esign-enums";
import { canonicalJson, type JsonObject } from "./canonical-json";

export interface HashedEventContent {
  envelopeId: string;
  seq: number;
  type: EsignEventType;
  recipientId: string | null;
  data: JsonObject;
  at: Date;
}

export function eventHash(prevHash: string, event: HashedEventContent): string {
  const content = canonicalJson({
    envelopeId: event.envelopeId,
    seq: event.seq,
    type: event.type,
    recipientId: event.recipientId,
    data: event.data,
    // Postgres keeps microseconds and JavaScript milliseconds: an event's time is always made in JavaScript, so the
    // stored value reads back as the same instant.
    at: event.at.toISOString(),
  });
  return createHash("sha256").update(prevHash, "utf8").update(content, "utf8").digest("hex");
}
