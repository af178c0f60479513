/**
 * The embedded provider's key material, kept in identity_keys so that every node and every restart share it:
 * an RS256 signing key (created on first start) and the keys that sign the provider's cookies.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from "jose";
import type { Database } from "../../db/client";
import { identityKeys } from "../../db/schema/index";

export interface IdentityKeys {
  /** Private signing keys, newest first (the first one signs). */
  signingKeys: JWK[];
  cookieKeys: string[];
}

const PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi", "k"] as const;

async function newSigningJwks(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { keys: [{ ...jwk, kid, alg: "RS256", use: "sig" }] };
}

function newCookieKeys(): { keys: string[] } {
  return { keys: [randomBytes(32).toString("base64url"), randomBytes(32).toString("base64url")] };
}

/** Reads one kind of key material, creating it first when absent; a node that loses the race reads the winner's. */
async function loadOrCreate<T>(db: Database, kind: string, create: () => T | Promise<T>): Promise<T> {
  const [existing] = await db.select().from(identityKeys).where(eq(identityKeys.kind, kind)).limit(1);
  if (existing) return existing.material as T;
  await db
    .insert(identityKeys)
    .values({ kind, material: await create() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(identityKeys).where(eq(identityKeys.kind, kind)).limit(1);
  if (!stored) throw new Error(`identity_keys has no ${kind} row`);
  return stored.material as T;
}

export async function loadIdentityKeys(db: Database): Promise<IdentityKeys> {
  const jwks = await loadOrCreate(db, "jwks", newSigningJwks);
  const cookies = await loadOrCreate(db, "cookies", newCookieKeys);
  return { signingKeys: jwks.keys, cookieKeys: cookies.keys };
}

/** The public half of a signing key set, as /oidc/jwks publishes it. */
export function publicJwks(signingKeys: JWK[]): { keys: JWK[] } {
  return {
    keys: signingKeys.map((key) => {
      const copy: Record<string, unknown> = { ...key };
      for (const member of PRIVATE_MEMBERS) delete copy[member];
      return copy as JWK;
    }),
  };
}
