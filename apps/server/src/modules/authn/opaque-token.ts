/** Opaque random tokens (state and session tokens): 32 random bytes as base64url, stored only as SHA-256 hex. */
import { createHash, randomBytes } from "node:crypto";

export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashOpaqueToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
