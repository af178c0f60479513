/** Where sign-in happens (the embedded provider under /oidc, or an outside OIDC issuer), in one shape for the server and the web. */
import { PUBLIC_ROUTES } from "@onboard/domain/routes/public-routes";
import type { AppConfig } from "../../config";

export const EMBEDDED_CLIENT_ID = "onboard-web";
export const OIDC_MOUNT_PATH = "/oidc";
export const IDENTITY_SCOPE = "openid email profile offline_access";
/** The scopes an access token for the portal API carries. */
export const API_SCOPE = "openid email profile";

export interface IdentitySettings {
  isEmbedded: boolean;
  issuer: string;
  clientId: string;
  /** The resource indicator of the portal API, and the `aud` its access tokens must carry. */
  audience: string;
  redirectUri: string;
  /** Every redirect URI the embedded client accepts: the public origin's, then the extra origins'. */
  redirectUris: string[];
  scope: string;
}

export function identitySettings(config: AppConfig): IdentitySettings {
  const callback = PUBLIC_ROUTES.loginCallback.path;
  const redirectUri = `${config.publicOrigin}${callback}`;
  const extraRedirectUris = config.oidcRedirectOrigins.map((origin) => `${origin}${callback}`);
  return {
    isEmbedded: config.oidcIssuer === null,
    issuer: config.oidcIssuer ?? `${config.publicOrigin}${OIDC_MOUNT_PATH}`,
    clientId: config.oidcClientId ?? EMBEDDED_CLIENT_ID,
    audience: config.oidcAudience ?? `${config.publicOrigin}/api`,
    redirectUri,
    redirectUris: [...new Set([redirectUri, ...extraRedirectUris])],
    scope: IDENTITY_SCOPE,
  };
}
