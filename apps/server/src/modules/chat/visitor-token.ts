/**
 * The secret that names a visitor's conversation: 32 random bytes (base64url), given to the visitor once; only its
 * SHA-256 (hex) is stored, so the table alone reaches no conversation.
 */
import { createHash, randomBytes } from "node:crypto";

export function newVisitorToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashVisitorToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
