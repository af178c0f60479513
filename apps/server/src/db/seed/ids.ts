/** Stable ids for the demo data: the same kind and key always give the same UUID, on every machine. */
import { createHash } from "node:crypto";

/** A UUID (RFC 9562 version 8, "custom") made from SHA-256 of the kind and key. */
export function seedId(kind: string, key: number | string): string {
  const bytes = createHash("sha256").update(`onboard-seed:${kind}:${key}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** SHA-256 hex of a string, for the token hashes the seed stores. */
export function sha256Hex(value: string | Uint8Array): string {
  return createHash("sha256").update(value).digest("hex");
}
