/**
 * Verifies an access token for the portal API: its signature against the issuer's keys (the embedded provider's
 * own JWKS, or the outside issuer's published one), its issuer, its audience and its expiry.
 */
import { createLocalJWKSet, createRemoteJWKSet, errors, type JWK, type JWTVerifyGetKey, jwtVerify } from "jose";
import { publicJwks } from "./identity-keys";
import type { IdentitySettings } from "./identity-settings";

export interface VerifiedAccessToken {
  subject: string;
  tokenId: string | null;
}

export type AccessTokenVerifier = (token: string) => Promise<VerifiedAccessToken | null>;

function verifierFor(
  getKey: JWTVerifyGetKey,
  settings: IdentitySettings,
  options: { typ?: string; algorithms?: string[]; clientId?: string },
): AccessTokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, getKey, {
        issuer: settings.issuer,
        audience: settings.audience,
        requiredClaims: ["sub", "exp"],
        typ: options.typ,
        algorithms: options.algorithms,
      });
      if (typeof payload.sub !== "string" || payload.sub === "") return null;
      if (options.clientId && payload.client_id !== options.clientId) return null;
      return { subject: payload.sub, tokenId: payload.jti ?? null };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  };
}

/** The embedded provider signs with keys this process already holds: no network call. */
export function embeddedAccessTokenVerifier(settings: IdentitySettings, signingKeys: JWK[]): AccessTokenVerifier {
  const jwks = createLocalJWKSet(publicJwks(signingKeys));
  return verifierFor(jwks, settings, { typ: "at+jwt", algorithms: ["RS256"], clientId: settings.clientId });
}

/** An outside issuer publishes its keys at the jwks_uri of its discovery document (fetched once, keys cached). */
export function outsideAccessTokenVerifier(settings: IdentitySettings): AccessTokenVerifier {
  let jwks: Promise<JWTVerifyGetKey> | null = null;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetch(`${settings.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`OIDC discovery at ${settings.issuer} answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
    if (!jwksUri) throw new Error(`OIDC discovery at ${settings.issuer} has no jwks_uri`);
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (token) => {
    jwks ??= discover().catch((error: unknown) => {
      jwks = null;
      throw error;
    });
    return verifierFor(await jwks, settings, {})(token);
  };
}
