/**
 * The identity side of the app, built once at start-up: where sign-in happens, the embedded provider (null when
 * an outside issuer is configured), and the checks the session endpoints make against the issuer.
 */
import type Provider from "oidc-provider";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import {
  type AccessTokenVerifier,
  embeddedAccessTokenVerifier,
  outsideAccessTokenVerifier,
} from "./access-token-verifier";
import { createOidcProvider } from "./create-oidc-provider";
import { loadIdentityKeys } from "./identity-keys";
import { type IdentitySettings, identitySettings } from "./identity-settings";
import { revokeOidcGrant } from "./oidc-adapter";

/** A refresh token the issuer recognises for that subject, and the grant it belongs to when the issuer is ours. */
export type RefreshTokenCheck = { isValid: false } | { isValid: true; grantId: string | null };

export interface Identity {
  settings: IdentitySettings;
  provider: Provider | null;
  verifyAccessToken: AccessTokenVerifier;
  checkRefreshToken(refreshToken: string, subject: string): Promise<RefreshTokenCheck>;
  revokeGrant(grantId: string): Promise<void>;
}

export async function createIdentity(config: AppConfig, db: Database): Promise<Identity> {
  const settings = identitySettings(config);
  if (!settings.isEmbedded) {
    return {
      settings,
      provider: null,
      verifyAccessToken: outsideAccessTokenVerifier(settings),
      // An outside issuer's refresh tokens are opaque to us; only their hash is kept.
      checkRefreshToken: async () => ({ isValid: true, grantId: null }),
      revokeGrant: async () => {},
    };
  }
  const keys = await loadIdentityKeys(db);
  const provider = createOidcProvider({ db, settings, keys });
  return {
    settings,
    provider,
    verifyAccessToken: embeddedAccessTokenVerifier(settings, keys.signingKeys),
    checkRefreshToken: async (refreshToken, subject) => {
      const token = await provider.RefreshToken.find(refreshToken).catch(() => undefined);
      if (!token?.isValid || token.accountId !== subject || token.clientId !== settings.clientId) {
        return { isValid: false };
      }
      return { isValid: true, grantId: token.grantId ?? null };
    },
    revokeGrant: (grantId) => revokeOidcGrant(db, grantId, settings.clientId),
  };
}
