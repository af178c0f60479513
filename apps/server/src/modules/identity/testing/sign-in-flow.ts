/**
 * Test support for the sign-in flow through app.inject: a cookie jar, PKCE, one-time session tokens (for users from
 * test/factories), and the authorization-code flow of the web app (authorize → interaction → callback → token).
 */
import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildUser } from "../../../../test/factories/index";
import type { Database } from "../../../db/client";
import { authTokens } from "../../../db/schema/index";
import { EMBEDDED_CLIENT_ID, IDENTITY_SCOPE } from "../identity-settings";

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const c of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const isCleared =
        c.value === "" || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() < Date.now());
      if (isCleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** A one-time session token, as a SUCCESS sign-in on the login page issues it (stored as SHA-256 hex). */
export async function buildSessionToken(db: Database, userId: string, expiresInMs = 5 * 60 * 1000): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(authTokens).values({
    tokenHash: createHash("sha256").update(token).digest("hex"),
    type: "SESSION",
    userId,
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return token;
}

export function authorizationQuery(
  origin: string,
  overrides: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    client_id: EMBEDDED_CLIENT_ID,
    redirect_uri: `${origin}/login/callback`,
    response_type: "code",
    scope: IDENTITY_SCOPE,
    state: randomBytes(8).toString("hex"),
    nonce: randomBytes(8).toString("hex"),
    ...overrides,
  };
}

export function toQueryString(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, value);
  return query.toString();
}

/** GETs `path` and follows redirects while they stay on the provider; returns the last response and where it points. */
export async function followProviderRedirects(
  app: FastifyInstance,
  jar: CookieJar,
  origin: string,
  path: string,
): Promise<{ response: LightMyRequestResponse; location: URL | null; hops: string[] }> {
  const hops: string[] = [];
  let url = path;
  for (let hop = 0; hop < 10; hop++) {
    hops.push(url);
    const response = await app.inject({ method: "GET", url, headers: { cookie: jar.header() } });
    jar.store(response);
    const header = response.headers.location;
    if (typeof header !== "string") return { response, location: null, hops };
    const location = new URL(header, origin);
    if (location.origin !== origin || !location.pathname.startsWith("/oidc/")) return { response, location, hops };
    url = `${location.pathname}${location.search}`;
  }
  throw new Error(`too many redirects: ${hops.join(" → ")}`);
}

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

export function postForm(app: FastifyInstance, url: string, form: Record<string, string>) {
  return app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });
}

/** The web app's whole sign-in: authorize with a fresh session token, follow to the callback, exchange the code. */
export async function signInThroughProvider(
  app: FastifyInstance,
  db: Database,
  origin: string,
  options: { jar?: CookieJar; userId?: string } = {},
): Promise<{ tokens: TokenSet; jar: CookieJar; userId: string }> {
  const jar = options.jar ?? new CookieJar();
  const userId = options.userId ?? (await buildUser(db, { role: "SLF_ADMIN", hasAcceptedTerms: false })).id;
  const sessionToken = await buildSessionToken(db, userId);
  const { verifier, challenge } = pkcePair();
  const query = authorizationQuery(origin, {
    code_challenge: challenge,
    code_challenge_method: "S256",
    session_token: sessionToken,
  });
  const { location } = await followProviderRedirects(app, jar, origin, `/oidc/auth?${toQueryString(query)}`);
  const code = location?.searchParams.get("code");
  if (!code) throw new Error(`no code in ${location?.href}`);
  const response = await postForm(app, "/oidc/token", {
    grant_type: "authorization_code",
    code,
    redirect_uri: `${origin}/login/callback`,
    client_id: EMBEDDED_CLIENT_ID,
    code_verifier: verifier,
  });
  if (response.statusCode !== 200) throw new Error(`token endpoint: ${response.statusCode} ${response.body}`);
  return { tokens: response.json<TokenSet>(), jar, userId };
}
