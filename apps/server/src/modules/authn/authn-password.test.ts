import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { authnTransactions, users } from "../../db/schema/index";
import { authnClient, PASSWORD, totpCode } from "./authn-test-support";
import { isPasswordMatch } from "./password-hashing";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FAILED = { message: "Sign-in failed. Check your e-mail and password.", code: "AUTHENTICATION_FAILED" };
const LOCKED_MESSAGE_MINUTES = 60;

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error("user not found");
  return row;
}

describe("POST /api/authn", () => {
  it("refuses a wrong password with 401 and counts the failure", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const post = await authnClient(t.app);
    const response = await post("/api/authn", { username: user.email, password: "not the password" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(FAILED);
    expect((await userRow(user.id)).failedLoginCount).toBe(1);
  });

  it("answers an unknown e-mail exactly as a wrong password", async () => {
    const post = await authnClient(t.app);
    const response = await post("/api/authn", { username: "nobody@example.com", password: PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(FAILED);
  });

  it("takes the e-mail case-insensitively and asks for the one TOTP factor", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const post = await authnClient(t.app);
    const response = await post("/api/authn", { username: user.email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: "MFA_REQUIRED",
      stateToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
      factors: [{ id: user.factorIds[0], factorType: "token:software:totp", profile: {} }],
      user: { email: user.email, name: user.name },
    });
    const minutesLeft = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("stores only the SHA-256 of the state token", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const post = await authnClient(t.app);
    const { stateToken } = (await post("/api/authn", { username: user.email, password: PASSWORD })).json();
    const rows = await t.database.db
      .select({ hash: authnTransactions.stateTokenHash })
      .from(authnTransactions)
      .where(eq(authnTransactions.userId, user.id));
    expect(rows.map((r) => r.hash)).toEqual([createHash("sha256").update(stateToken).digest("hex")]);
  });

  it("validates the body with field paths", async () => {
    const post = await authnClient(t.app);
    const response = await post("/api/authn", { username: "not-an-email", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: "body.username", message: "Please enter a valid email address" },
      { path: "body.password", message: "Password is required" },
    ]);
  });

  it("requires the CSRF header", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/authn",
      payload: { username: "a@example.com", password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "invalid csrf token", code: "INVALID_CSRF_TOKEN" });
  });

  it("resets the failure count after a correct password", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const post = await authnClient(t.app);
    await post("/api/authn", { username: user.email, password: "wrong one" });
    await post("/api/authn", { username: user.email, password: "wrong two" });
    expect((await userRow(user.id)).failedLoginCount).toBe(2);
    expect((await post("/api/authn", { username: user.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await userRow(user.id)).failedLoginCount).toBe(0);
  });
});

describe("lockout", () => {
  it("locks the account for 60 minutes on the fifth failure, even against the right password", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const post = await authnClient(t.app);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await post("/api/authn", { username: user.email, password: `wrong ${attempt}` })).statusCode).toBe(401);
    }
    const fifth = await post("/api/authn", { username: user.email, password: "wrong 5" });
    expect(fifth.statusCode).toBe(200);
    expect(fifth.json()).toEqual({ status: "LOCKED_OUT", expiresAt: expect.any(String) });
    const row = await userRow(user.id);
    expect(row.failedLoginCount).toBe(5);
    const lockMinutes = ((row.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(lockMinutes).toBeGreaterThan(LOCKED_MESSAGE_MINUTES - 1);
    expect(lockMinutes).toBeLessThanOrEqual(LOCKED_MESSAGE_MINUTES);

    const rightPassword = await post("/api/authn", { username: user.email, password: PASSWORD });
    expect(rightPassword.statusCode).toBe(200);
    expect(rightPassword.json()).toEqual({ status: "LOCKED_OUT", expiresAt: row.lockedUntil?.toISOString() });
  });

  it("unlocks once locked_until has passed, and the right password then resets the count", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    await t.database.db
      .update(users)
      .set({ failedLoginCount: 5, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const post = await authnClient(t.app);
    const response = await post("/api/authn", { username: user.email, password: PASSWORD });
    expect(response.json().status).toBe("MFA_REQUIRED");
    const row = await userRow(user.id);
    expect(row).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });

  it("gives an unlocked user a fresh count of five attempts", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    await t.database.db
      .update(users)
      .set({ failedLoginCount: 5, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const post = await authnClient(t.app);
    expect((await post("/api/authn", { username: user.email, password: "wrong" })).statusCode).toBe(401);
    expect(await userRow(user.id)).toMatchObject({ failedLoginCount: 1, lockedUntil: null });
  });

  it("answers LOCKED_OUT at a later step when the account was locked meanwhile", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const post = await authnClient(t.app);
    const { stateToken } = (await post("/api/authn", { username: user.email, password: PASSWORD })).json();
    const lockedUntil = new Date(Date.now() + 30 * 60_000);
    await t.database.db.update(users).set({ lockedUntil }).where(eq(users.id, user.id));
    const passCode = await totpCode(user.totpSecret);
    const verify = await post(`/api/authn/factors/${user.factorIds[0]}/verify`, { stateToken, passCode });
    expect(verify.json()).toEqual({ status: "LOCKED_OUT", expiresAt: lockedUntil.toISOString() });
    const again = await post(`/api/authn/factors/${user.factorIds[0]}/verify`, { stateToken, passCode });
    expect(again.json().code).toBe("INVALID_STATE_TOKEN");
  });
});

describe("expired password", () => {
  const expired = () => new Date(Date.now() - 60_000);

  async function startExpired(options: { factors?: ("TOTP" | "SMS")[] } = {}) {
    const user = await buildUser(t.database.db, {
      password: PASSWORD,
      factors: ["TOTP"],
      passwordExpiresAt: expired(),
      ...options,
    });
    const post = await authnClient(t.app);
    const response = await post("/api/authn", { username: user.email, password: PASSWORD });
    return { user, post, response, stateToken: response.json().stateToken as string };
  }

  it("answers PASSWORD_EXPIRED with a state token", async () => {
    const { user, response } = await startExpired();
    expect(response.json()).toEqual({
      status: "PASSWORD_EXPIRED",
      stateToken: expect.any(String),
      expiresAt: expect.any(String),
      user: { email: user.email, name: user.name },
    });
  });

  it.each([
    ["short1", "Your password must be at least 8 characters long."],
    ["x".repeat(129), "Your password must be no more than 128 characters long."],
    ["Password123", "This password is too common. Please choose one that is harder to guess."],
    ["QWERTYUIOP", "This password is too common. Please choose one that is harder to guess."],
    [PASSWORD, "Your new password must be different from your current password."],
  ])("rejects the new password %s with the policy's message", async (newPassword, message) => {
    const { post, stateToken } = await startExpired();
    const body = { stateToken, oldPassword: PASSWORD, newPassword };
    const response = await post("/api/authn/credentials/change-password", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message,
      code: "VALIDATION_ERROR",
      errors: [{ path: "body.newPassword", message }],
    });
  });

  it("rejects a wrong current password on its field and counts it", async () => {
    const { user, post, stateToken } = await startExpired();
    const body = { stateToken, oldPassword: "not it", newPassword: "a brand new pass phrase" };
    const response = await post("/api/authn/credentials/change-password", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: "body.oldPassword", message: "Your current password is not correct." },
    ]);
    expect((await userRow(user.id)).failedLoginCount).toBe(1);
  });

  it("changes the password, sets a 90-day expiry and continues to MFA_REQUIRED", async () => {
    const { user, post, stateToken } = await startExpired();
    const newPassword = "a brand new pass phrase";
    const response = await post("/api/authn/credentials/change-password", {
      stateToken,
      oldPassword: PASSWORD,
      newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "MFA_REQUIRED", stateToken, factors: [{ id: user.factorIds[0] }] });
    const row = await userRow(user.id);
    expect(await isPasswordMatch(row.passwordHash ?? "", newPassword)).toBe(true);
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const days = ((row.passwordExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    expect(Date.now() - (row.passwordSetAt?.getTime() ?? 0)).toBeLessThan(60_000);

    const again = await post("/api/authn/credentials/change-password", {
      stateToken,
      oldPassword: newPassword,
      newPassword: "yet another pass phrase",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("INVALID_TRANSACTION_STATE");
    const signIn = await post("/api/authn", { username: user.email, password: newPassword });
    expect(signIn.json().status).toBe("MFA_REQUIRED");
  });

  it("continues to MFA_ENROLL for a user without a factor", async () => {
    const { post, stateToken } = await startExpired({ factors: [] });
    const body = { stateToken, oldPassword: PASSWORD, newPassword: "a brand new pass phrase" };
    const response = await post("/api/authn/credentials/change-password", body);
    expect(response.json()).toMatchObject({ status: "MFA_ENROLL", factorTypes: ["token:software:totp", "sms"] });
  });

  it("is not reachable from another status", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const post = await authnClient(t.app);
    const { stateToken } = (await post("/api/authn", { username: user.email, password: PASSWORD })).json();
    const body = { stateToken, oldPassword: PASSWORD, newPassword: "a brand new pass phrase" };
    const response = await post("/api/authn/credentials/change-password", body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "INVALID_TRANSACTION_STATE",
      message: "Your sign-in session is out of date. Please start signing in again.",
    });
  });
});
