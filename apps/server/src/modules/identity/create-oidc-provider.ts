/**
 * The embedded OpenID provider: one public client (the web app) using the authorization-code flow with PKCE
 * (S256 only), JWT access tokens for the portal API, refresh tokens, Postgres storage and shared keys.
 * Sign-in itself happens on the portal's login page; the provider never shows its own login or consent screens.
 */
import Provider, { type Configuration, errors } from "oidc-provider";
import type { Database } from "../../db/client";
import { findAccountIn } from "./find-account";
import type { IdentityKeys } from "./identity-keys";
import { API_SCOPE, IDENTITY_SCOPE, type IdentitySettings, OIDC_MOUNT_PATH } from "./identity-settings";
import { postgresOidcAdapter } from "./oidc-adapter";
import { renderProviderError } from "./render-provider-error";
import { SESSION_TOKEN_PARAM, signInPolicy } from "./sign-in-policy";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const OIDC_TTL = {
  AccessToken: 10 * MINUTE,
  AuthorizationCode: 60,
  RefreshToken: 8 * HOUR,
  Grant: 8 * HOUR,
  IdToken: 10 * MINUTE,
  // The provider's own browser session only bridges the redirects of one sign-in; the portal session is ours.
  Session: 10 * MINUTE,
  Interaction: 10 * MINUTE,
} as const;

export function createOidcProvider(deps: { db: Database; settings: IdentitySettings; keys: IdentityKeys }): Provider {
  const { db, settings, keys } = deps;
  const configuration: Configuration = {
    adapter: postgresOidcAdapter(db),
    clients: [
      {
        client_id: settings.clientId,
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: settings.redirectUris,
        scope: IDENTITY_SCOPE,
      },
    ],
    jwks: { keys: keys.signingKeys } as Configuration["jwks"],
    cookies: {
      keys: keys.cookieKeys,
      names: {
        session: "onboard_oidc_session",
        interaction: "onboard_oidc_interaction",
        resume: "onboard_oidc_resume",
      },
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "role"] },
    scopes: ["openid", "offline_access"],
    responseTypes: ["code"],
    pkce: { required: () => true },
    extraParams: [SESSION_TOKEN_PARAM],
    findAccount: findAccountIn(db),
    interactions: {
      policy: signInPolicy(),
      url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) =>
          !oneOf || oneOf.includes(settings.audience) ? settings.audience : oneOf,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== settings.audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: settings.audience,
            accessTokenFormat: "jwt",
            accessTokenTTL: OIDC_TTL.AccessToken,
          };
        },
      },
    },
    issueRefreshToken: (_ctx, client) => client.clientId === settings.clientId,
    // Refresh tokens outlive the provider's short browser session; the portal session and logout govern them.
    expiresWithSession: () => false,
    clientBasedCORS: (_ctx, origin, client) =>
      (client.redirectUris ?? []).some((uri) => new URL(uri).origin === origin),
    ttl: { ...OIDC_TTL },
    renderError: renderProviderError,
  };
  const provider = new Provider(settings.issuer, configuration);
  // Every request reaches the provider with the public origin's host and scheme (see plugins/oidc.ts).
  provider.proxy = true;
  return provider;
}
