/** Server-side sessions after sign-in: creation from verified tokens, the cookie, rotation, logout, timeouts, terms of use. */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { decodeJwt, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories/index";
import { buildTestApp, csrfHeaders, type TestApp } from "../../../test/test-app";
import { identityKeys, sessions, users } from "../../db/schema/index";
import { postForm, signInThroughProvider, type TokenSet } from "./testing/sign-in-flow";

const MINUTE = 60_000;
let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await buildTestApp();
  origin = t.config.publicOrigin;
});
afterAll(() => t.close());

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

async function postSession(app: TestApp["app"], body: { accessToken: string; refreshToken: string }, cookie = "") {
  const headers = await csrfHeaders(app);
  return app.inject({
    method: "POST",
    url: "/api/users/authenticated/session",
    headers: { ...headers, cookie: [headers.cookie, cookie].filter(Boolean).join("; ") },
    payload: body,
  });
}

async function post(url: string, cookie?: string) {
  const headers = await csrfHeaders(t.app);
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...headers, cookie: [headers.cookie, cookie].filter(Boolean).join("; ") },
  });
}

async function signIn(userId?: string): Promise<{ cookie: string; token: string; tokens: TokenSet; userId: string }> {
  const { tokens, userId: id } = await signInThroughProvider(t.app, t.database.db, origin, { userId });
  const response = await postSession(t.app, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  expect(response.statusCode).toBe(200);
  const token = response.cookies.find((c) => c.name === "onboard_session")?.value ?? "";
  return { cookie: `onboard_session=${token}`, token, tokens, userId: id };
}

const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/users/authenticated", headers: { cookie } });

async function sessionRow(token: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sha256(token)));
  return row;
}

async function providerSigningKey() {
  const [row] = await t.database.db.select().from(identityKeys).where(eq(identityKeys.kind, "jwks"));
  const [jwk] = (row?.material as { keys: JWK[] } | undefined)?.keys ?? [];
  if (!jwk) throw new Error("no signing key");
  return { key: await importJWK(jwk, "RS256"), kid: jwk.kid };
}

function accessTokenLike(
  claims: Record<string, unknown>,
  exp: number,
  { kid, audience = `${origin}/api` }: { kid?: string; audience?: string } = {},
) {
  return new SignJWT({ client_id: "onboard-web", scope: "openid email profile", ...claims })
    .setProtectedHeader({ alg: "RS256", typ: "at+jwt", kid })
    .setIssuer(`${origin}/oidc`)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(exp)
    .setJti(crypto.randomUUID());
}

const invalidToken = { code: "INVALID_TOKEN", message: "Invalid token" };

describe("POST /api/users/authenticated/session", () => {
  it("verifies the provider's tokens, stores the session and sets an HttpOnly, SameSite=Lax cookie", async () => {
    const user = await buildUser(t.database.db, { role: "SLF_OWNER" });
    const { tokens } = await signInThroughProvider(t.app, t.database.db, origin, { userId: user.id });
    const before = Date.now();
    const response = await postSession(t.app, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: user.id, userId: user.userId, email: user.email, role: "SLF_OWNER" });
    expect(Date.parse(body.idleExpiresAt) - before).toBeGreaterThan(29 * MINUTE);
    expect(Date.parse(body.idleExpiresAt) - before).toBeLessThanOrEqual(31 * MINUTE);
    expect(Date.parse(body.absoluteExpiresAt) - before).toBeGreaterThan(11.9 * 60 * MINUTE);
    expect(Date.parse(body.absoluteExpiresAt) - before).toBeLessThanOrEqual(12.1 * 60 * MINUTE);

    const cookie = response.cookies.find((c) => c.name === "onboard_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    const row = await sessionRow(cookie?.value ?? "");
    expect(row?.userId).toBe(user.id);
    expect(row?.data.refreshTokenHash).toBe(sha256(tokens.refresh_token));
    expect(row?.data.grantId).toEqual(expect.any(String));
    expect(JSON.stringify(row)).not.toContain(tokens.refresh_token);

    const signedIn = await me(`onboard_session=${cookie?.value}`);
    expect(signedIn.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it("refuses a forged access token with 401 Invalid token", async () => {
    const { tokens } = await signInThroughProvider(t.app, t.database.db, origin);
    const { privateKey } = await generateKeyPair("RS256");
    const claims = decodeJwt(tokens.access_token);
    const forged = await accessTokenLike({ sub: claims.sub }, Math.floor(Date.now() / 1000) + 600).sign(privateKey);
    const response = await postSession(t.app, { accessToken: forged, refreshToken: tokens.refresh_token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidToken);
    expect(response.cookies.find((c) => c.name === "onboard_session")).toBeUndefined();
  });

  it("refuses a tampered access token", async () => {
    const { tokens } = await signInThroughProvider(t.app, t.database.db, origin);
    const [header, , signature] = tokens.access_token.split(".");
    const other = await buildUser(t.database.db, { role: "SLF_ADMIN" });
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(tokens.access_token), sub: other.userId })).toString(
      "base64url",
    );
    const response = await postSession(t.app, {
      accessToken: `${header}.${payload}.${signature}`,
      refreshToken: tokens.refresh_token,
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses an expired access token and one for another audience, though signed with the provider's key", async () => {
    const { tokens } = await signInThroughProvider(t.app, t.database.db, origin);
    const { key, kid } = await providerSigningKey();
    const sub = decodeJwt(tokens.access_token).sub;
    const now = Math.floor(Date.now() / 1000);
    const expired = await accessTokenLike({ sub }, now - 60, { kid }).sign(key);
    const elsewhere = await accessTokenLike({ sub }, now + 600, { kid, audience: "https://other.example/api" }).sign(
      key,
    );
    const genuine = await accessTokenLike({ sub }, now + 600, { kid }).sign(key);
    for (const accessToken of [expired, elsewhere]) {
      const response = await postSession(t.app, { accessToken, refreshToken: tokens.refresh_token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(invalidToken);
    }
    // The same claims, unexpired and for the API, pass: the refusals above were for expiry and audience.
    expect((await postSession(t.app, { accessToken: genuine, refreshToken: tokens.refresh_token })).statusCode).toBe(
      200,
    );
  });

  it("refuses a token signed with an algorithm and key the provider does not use", async () => {
    const { privateKey } = await generateKeyPair("ES256");
    const { tokens } = await signInThroughProvider(t.app, t.database.db, origin);
    const token = await new SignJWT({ client_id: "onboard-web" })
      .setProtectedHeader({ alg: "ES256", typ: "at+jwt" })
      .setSubject(String(decodeJwt(tokens.access_token).sub))
      .setIssuer(`${origin}/oidc`)
      .setAudience(`${origin}/api`)
      .setExpirationTime("5m")
      .sign(privateKey);
    const response = await postSession(t.app, { accessToken: token, refreshToken: tokens.refresh_token });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a refresh token that is not the same user's", async () => {
    const mine = await signInThroughProvider(t.app, t.database.db, origin);
    const theirs = await signInThroughProvider(t.app, t.database.db, origin);
    const response = await postSession(t.app, {
      accessToken: mine.tokens.access_token,
      refreshToken: theirs.tokens.refresh_token,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidToken);
  });

  it("creates one session per access token: a replay is refused", async () => {
    const { tokens } = await signIn();
    const replay = await postSession(t.app, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
    expect(replay.statusCode).toBe(401);
  });

  it("rotates the session id at login: the session the request carried is replaced", async () => {
    const first = await signIn();
    const again = await signInThroughProvider(t.app, t.database.db, origin, { userId: first.userId });
    const response = await postSession(
      t.app,
      { accessToken: again.tokens.access_token, refreshToken: again.tokens.refresh_token },
      first.cookie,
    );
    expect(response.statusCode).toBe(200);
    const rotated = response.cookies.find((c) => c.name === "onboard_session")?.value ?? "";
    expect(rotated).not.toBe(first.token);
    expect(await sessionRow(first.token)).toBeUndefined();
    expect((await me(first.cookie)).json()).toBeNull();
    expect((await me(`onboard_session=${rotated}`)).json()).toMatchObject({ id: first.userId });
  });

  it("needs the CSRF token", async () => {
    const { tokens } = await signInThroughProvider(t.app, t.database.db, origin);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/users/authenticated/session",
      payload: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("POST /api/users/authenticated/logout", () => {
  it("deletes the session, clears the cookie and revokes the grant at the provider", async () => {
    const { cookie, token, tokens } = await signIn();
    const response = await post("/api/users/authenticated/logout", cookie);
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === "onboard_session");
    expect(cleared?.value).toBe("");
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect(await sessionRow(token)).toBeUndefined();
    expect((await me(cookie)).json()).toBeNull();
    const refresh = await postForm(t.app, "/oidc/token", {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
      client_id: "onboard-web",
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe("invalid_grant");
  });

  it("answers 204 when already signed out", async () => {
    expect((await post("/api/users/authenticated/logout")).statusCode).toBe(204);
  });
});

describe("idle and absolute timeouts", () => {
  const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

  it("ends a session that has been idle past its idle expiry", async () => {
    const { cookie, token } = await signIn();
    await t.database.db
      .update(sessions)
      .set({ idleExpiresAt: at(-1000) })
      .where(eq(sessions.id, sha256(token)));
    expect((await me(cookie)).json()).toBeNull();
    const status = await t.app.inject({
      method: "GET",
      url: "/api/users/authenticated/session-status",
      headers: { cookie },
    });
    expect(status.statusCode).toBe(401);
  });

  it("ends a session past its absolute expiry, however active", async () => {
    const { cookie, token } = await signIn();
    await t.database.db
      .update(sessions)
      .set({ idleExpiresAt: at(20 * MINUTE), absoluteExpiresAt: at(-1000) })
      .where(eq(sessions.id, sha256(token)));
    expect((await me(cookie)).json()).toBeNull();
    expect((await post("/api/users/authenticated/extend", cookie)).statusCode).toBe(401);
  });

  it("slides the idle expiry on activity, writing at most once a minute", async () => {
    const { cookie, token } = await signIn();
    const id = sha256(token);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: at(-10_000), idleExpiresAt: at(5 * MINUTE) })
      .where(eq(sessions.id, id));
    await me(cookie);
    expect((await sessionRow(token))?.idleExpiresAt.getTime()).toBeLessThan(at(6 * MINUTE).getTime());

    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: at(-2 * MINUTE), idleExpiresAt: at(5 * MINUTE) })
      .where(eq(sessions.id, id));
    await me(cookie);
    expect((await sessionRow(token))?.idleExpiresAt.getTime()).toBeGreaterThan(at(29 * MINUTE).getTime());
  });

  it("reports the expiry times without counting the poll as activity", async () => {
    const { cookie, token } = await signIn();
    const idle = at(5 * MINUTE);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: at(-2 * MINUTE), idleExpiresAt: idle })
      .where(eq(sessions.id, sha256(token)));
    const response = await t.app.inject({
      method: "GET",
      url: "/api/users/authenticated/session-status",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(Date.parse(response.json().idleExpiresAt)).toBe(idle.getTime());
    expect(response.json().absoluteExpiresAt).toEqual(expect.any(String));
    expect((await sessionRow(token))?.idleExpiresAt.getTime()).toBe(idle.getTime());
  });

  it("extends the session on request, never past the absolute expiry", async () => {
    const { cookie, token } = await signIn();
    const id = sha256(token);
    await t.database.db
      .update(sessions)
      .set({ idleExpiresAt: at(2 * MINUTE) })
      .where(eq(sessions.id, id));
    const extended = await post("/api/users/authenticated/extend", cookie);
    expect(extended.statusCode).toBe(200);
    expect(Date.parse(extended.json().idleExpiresAt)).toBeGreaterThan(at(29 * MINUTE).getTime());

    const absolute = at(10 * MINUTE);
    await t.database.db.update(sessions).set({ absoluteExpiresAt: absolute }).where(eq(sessions.id, id));
    const capped = await post("/api/users/authenticated/extend", cookie);
    expect(Date.parse(capped.json().idleExpiresAt)).toBe(absolute.getTime());
  });
});

describe("POST /api/users/authenticated/logged-in and /api/users/terms-of-use", () => {
  it("need a session", async () => {
    for (const url of ["/api/users/authenticated/logged-in", "/api/users/terms-of-use"]) {
      const response = await post(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe("UNAUTHORIZED");
    }
  });

  it("records the first and the last sign-in", async () => {
    const { cookie, userId } = await signIn();
    expect((await post("/api/users/authenticated/logged-in", cookie)).statusCode).toBe(204);
    const [first] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(first?.firstLoginAt).toBeInstanceOf(Date);
    expect(first?.lastLoginAt?.getTime()).toBe(first?.firstLoginAt?.getTime());
    await new Promise((resolve) => setTimeout(resolve, 20));
    await post("/api/users/authenticated/logged-in", cookie);
    const [second] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(second?.firstLoginAt?.getTime()).toBe(first?.firstLoginAt?.getTime());
    expect(second?.lastLoginAt?.getTime()).toBeGreaterThan(first?.lastLoginAt?.getTime() ?? 0);
  });

  it("records the acceptance of the terms of use", async () => {
    const { cookie } = await signIn();
    expect((await me(cookie)).json().termsOfUseDate).toBeNull();
    expect((await post("/api/users/terms-of-use", cookie)).statusCode).toBe(204);
    expect(Date.parse((await me(cookie)).json().termsOfUseDate)).toBeGreaterThan(Date.now() - MINUTE);
  });
});

describe("on an https origin", () => {
  it("names the cookie __Host-onboard_session and marks it Secure", async () => {
    const httpsOrigin = "https://portal.onboard.test";
    const secure = await buildTestApp({ database: t.database, env: { PUBLIC_ORIGIN: httpsOrigin } });
    try {
      const { tokens } = await signInThroughProvider(secure.app, t.database.db, httpsOrigin);
      expect(decodeJwt(tokens.access_token).iss).toBe(`${httpsOrigin}/oidc`);
      const response = await postSession(secure.app, {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
      });
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name === "__Host-onboard_session");
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie).not.toHaveProperty("domain");
      const get = (name: string) =>
        secure.app.inject({
          method: "GET",
          url: "/api/users/authenticated",
          headers: { cookie: `${name}=${cookie?.value}` },
        });
      expect((await get("__Host-onboard_session")).json()).not.toBeNull();
      expect((await get("onboard_session")).json()).toBeNull();
    } finally {
      await secure.close();
    }
  });
});
