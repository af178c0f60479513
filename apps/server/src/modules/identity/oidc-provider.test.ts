/** The embedded OpenID provider under /oidc: discovery, PKCE (S256 only), and the sign-in interaction with session tokens. */
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import {
  authorizationQuery,
  buildSessionToken,
  CookieJar,
  followProviderRedirects,
  pkcePair,
  postForm,
  signInThroughProvider,
  toQueryString,
} from "./testing/sign-in-flow";

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await buildTestApp();
  origin = t.config.publicOrigin;
});
afterAll(() => t.close());

describe("discovery", () => {
  it("publishes the issuer under /oidc with S256 as the only PKCE method", async () => {
    const response = await t.app.inject({ method: "GET", url: "/oidc/.well-known/openid-configuration" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.issuer).toBe(`${origin}/oidc`);
    expect(doc.code_challenge_methods_supported).toEqual(["S256"]);
    expect(doc.authorization_endpoint).toBe(`${origin}/oidc/auth`);
    expect(doc.token_endpoint).toBe(`${origin}/oidc/token`);
    expect(doc.jwks_uri).toBe(`${origin}/oidc/jwks`);
    expect(doc.response_types_supported).toEqual(["code"]);
    // The app's security headers reach the provider's own (hijacked) responses too.
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(response.headers["content-security-policy"])).toContain("object-src 'none'");
  });
});

describe("authorization requests", () => {
  async function authorize(overrides: Record<string, string | undefined>) {
    const query = toQueryString(authorizationQuery(origin, overrides));
    return followProviderRedirects(t.app, new CookieJar(), origin, `/oidc/auth?${query}`);
  }

  it("rejects a request without PKCE", async () => {
    const { location } = await authorize({});
    expect(location?.pathname).toBe("/login/callback");
    expect(location?.searchParams.get("error")).toBe("invalid_request");
    expect(location?.searchParams.get("error_description")).toMatch(/PKCE/i);
    expect(location?.searchParams.get("code")).toBeNull();
  });

  it("rejects plain PKCE", async () => {
    const { verifier } = pkcePair();
    const { location } = await authorize({ code_challenge: verifier, code_challenge_method: "plain" });
    expect(location?.searchParams.get("error")).toBe("invalid_request");
    expect(location?.searchParams.get("error_description")).toBe("not supported value of code_challenge_method");
  });

  it("refuses a redirect URI that is not the web app's callback", async () => {
    const { challenge } = pkcePair();
    const query = toQueryString(
      authorizationQuery(origin, {
        code_challenge: challenge,
        code_challenge_method: "S256",
        redirect_uri: "https://evil.example/login/callback",
      }),
    );
    const response = await t.app.inject({ method: "GET", url: `/oidc/auth?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  it("sends the browser to the login page, with the request to come back to, when there is no session token", async () => {
    const { challenge } = pkcePair();
    const { location, hops } = await authorize({ code_challenge: challenge, code_challenge_method: "S256" });
    expect(hops[1]).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(location?.pathname).toBe("/login");
    const redirect = new URL(location?.searchParams.get("redirect") ?? "", origin);
    expect(redirect.pathname).toBe("/oidc/auth");
    expect(redirect.searchParams.get("code_challenge")).toBe(challenge);
    expect(redirect.searchParams.get("client_id")).toBe("onboard-web");
    expect(redirect.searchParams.has("session_token")).toBe(false);
  });

  it("sends the browser to the login page when the interaction in the URL is not the one its cookie names", async () => {
    const user = await buildUser(t.database.db, { role: "SLF_ADMIN" });
    const { challenge } = pkcePair();
    const query = authorizationQuery(origin, {
      code_challenge: challenge,
      code_challenge_method: "S256",
      session_token: await buildSessionToken(t.database.db, user.id),
    });
    const jar = new CookieJar();
    const started = await t.app.inject({ method: "GET", url: `/oidc/auth?${toQueryString(query)}` });
    jar.store(started);
    expect(started.headers.location).toMatch(/^\/oidc\/interaction\//);
    const response = await t.app.inject({
      method: "GET",
      url: "/oidc/interaction/someone-elses-uid",
      headers: { cookie: jar.header() },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/login");
  });

  it("sends an unknown session token to the login page too", async () => {
    const { challenge } = pkcePair();
    const { location } = await authorize({
      code_challenge: challenge,
      code_challenge_method: "S256",
      session_token: "not-a-real-token",
    });
    expect(location?.pathname).toBe("/login");
    expect(location?.searchParams.get("redirect")).toMatch(/^\/oidc\/auth\?/);
    expect(location?.searchParams.get("redirect")).not.toContain("session_token");
  });

  it("sends an expired session token to the login page", async () => {
    const user = await buildUser(t.database.db, { role: "SLF_ADMIN" });
    const expired = await buildSessionToken(t.database.db, user.id, -1000);
    const { challenge } = pkcePair();
    const { location } = await authorize({
      code_challenge: challenge,
      code_challenge_method: "S256",
      session_token: expired,
    });
    expect(location?.pathname).toBe("/login");
  });
});

describe("the sign-in flow", () => {
  it("turns a session token into a code, and the code (with its verifier) into a JWT access token and a refresh token", async () => {
    const user = await buildUser(t.database.db, { role: "BROKER" });
    const { tokens } = await signInThroughProvider(t.app, t.database.db, origin, { userId: user.id });
    expect(tokens.token_type).toBe("Bearer");
    expect(tokens.expires_in).toBeLessThanOrEqual(600);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: "RS256", typ: "at+jwt" });
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${origin}/oidc`,
      aud: `${origin}/api`,
      sub: user.userId,
      client_id: "onboard-web",
    });
    expect(String(claims.scope).split(" ").sort()).toEqual(["email", "openid", "profile"]);
    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({ sub: user.userId, aud: "onboard-web", iss: `${origin}/oidc` });
  });

  it("passes the state back and refuses the code without the right verifier", async () => {
    const user = await buildUser(t.database.db, { role: "SLF_ADMIN" });
    const sessionToken = await buildSessionToken(t.database.db, user.id);
    const { challenge } = pkcePair();
    const query = authorizationQuery(origin, {
      code_challenge: challenge,
      code_challenge_method: "S256",
      session_token: sessionToken,
    });
    const { location } = await followProviderRedirects(
      t.app,
      new CookieJar(),
      origin,
      `/oidc/auth?${toQueryString(query)}`,
    );
    expect(location?.searchParams.get("state")).toBe(query.state);
    expect(location?.searchParams.get("iss")).toBe(`${origin}/oidc`);
    const response = await postForm(t.app, "/oidc/token", {
      grant_type: "authorization_code",
      code: location?.searchParams.get("code") ?? "",
      redirect_uri: `${origin}/login/callback`,
      client_id: "onboard-web",
      code_verifier: pkcePair().verifier,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("invalid_grant");
  });

  it("exchanges the refresh token for new tokens", async () => {
    const { tokens } = await signInThroughProvider(t.app, t.database.db, origin);
    const response = await postForm(t.app, "/oidc/token", {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
      client_id: "onboard-web",
    });
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().access_token).aud).toBe(`${origin}/api`);
  });

  it("does not accept a session token twice", async () => {
    const user = await buildUser(t.database.db, { role: "SLF_ADMIN" });
    const sessionToken = await buildSessionToken(t.database.db, user.id);
    const run = () => {
      const { challenge } = pkcePair();
      const query = authorizationQuery(origin, {
        code_challenge: challenge,
        code_challenge_method: "S256",
        session_token: sessionToken,
      });
      return followProviderRedirects(t.app, new CookieJar(), origin, `/oidc/auth?${toQueryString(query)}`);
    };
    const first = await run();
    expect(first.location?.searchParams.get("code")).toEqual(expect.any(String));
    const second = await run();
    expect(second.location?.pathname).toBe("/login");
    expect(second.location?.searchParams.get("code")).toBeNull();
  });

  it("signs in a second user on the same browser as that user, not as the first", async () => {
    const first = await buildUser(t.database.db, { role: "SLF_ADMIN" });
    const second = await buildUser(t.database.db, { role: "SLF_ADMIN" });
    const { jar } = await signInThroughProvider(t.app, t.database.db, origin, { userId: first.id });
    expect(jar.get("onboard_oidc_session")).toEqual(expect.any(String));
    const { tokens } = await signInThroughProvider(t.app, t.database.db, origin, { jar, userId: second.id });
    expect(decodeJwt(tokens.access_token).sub).toBe(second.userId);
  });

  it("keeps its signing keys in the database, so every node and every restart publish the same ones", async () => {
    const jwks = (await t.app.inject({ method: "GET", url: "/oidc/jwks" })).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty("d");
    const other = await buildTestApp({ database: t.database });
    try {
      expect((await other.app.inject({ method: "GET", url: "/oidc/jwks" })).json()).toEqual(jwks);
      // A code issued by one node is redeemed at another.
      const { tokens } = await signInThroughProvider(other.app, t.database.db, origin);
      expect(tokens.access_token).toEqual(expect.any(String));
    } finally {
      await other.close();
    }
  });
});
