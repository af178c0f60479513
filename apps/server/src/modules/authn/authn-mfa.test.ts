import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildUser } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { authnTransactions, authTokens, userMfaFactors, users } from "../../db/schema/index";
import { authnClient, PASSWORD, totpCode, wrongTotpCode } from "./authn-test-support";
import { consumeSessionToken } from "./consume-session-token";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const INVALID_PASSCODE = { code: "INVALID_PASSCODE", message: "The code is not correct. Please try again." };
const INVALID_STATE_TOKEN = {
  code: "INVALID_STATE_TOKEN",
  message: "Your sign-in session is out of date. Please start signing in again.",
};

async function signIn(user: BuiltUser) {
  const post = await authnClient(t.app);
  const response = await post("/api/authn", { username: user.email, password: PASSWORD });
  return { post, body: response.json() };
}

describe("MFA_REQUIRED with a TOTP factor", () => {
  it("completes with a code computed from the secret and issues a single-use session token", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { post, body } = await signIn(user);
    const passCode = await totpCode(user.totpSecret);
    const response = await post(`/api/authn/factors/${user.factorIds[0]}/verify`, {
      stateToken: body.stateToken,
      passCode,
    });
    expect(response.statusCode).toBe(200);
    const success = response.json();
    expect(success).toEqual({
      status: "SUCCESS",
      sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
      user: { email: user.email, name: user.name },
    });
    const minutesLeft = (Date.parse(success.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(4);
    expect(minutesLeft).toBeLessThanOrEqual(5);

    const [stored] = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(stored).toMatchObject({ type: "SESSION", usedAt: null });
    expect(stored?.tokenHash).not.toBe(success.sessionToken);

    // Not after expiry, but once within it, and never twice.
    expect(
      await consumeSessionToken(t.database.db, success.sessionToken, new Date(Date.now() + 5 * 60_000 + 1000)),
    ).toBeNull();
    expect(await consumeSessionToken(t.database.db, success.sessionToken, new Date())).toEqual({ userId: user.id });
    expect(await consumeSessionToken(t.database.db, success.sessionToken, new Date())).toBeNull();
    expect(await consumeSessionToken(t.database.db, "unknown-token", new Date())).toBeNull();

    // The transaction is over: its state token no longer works.
    const replay = await post(`/api/authn/factors/${user.factorIds[0]}/verify`, {
      stateToken: body.stateToken,
      passCode,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(INVALID_STATE_TOKEN);
  });

  it("completes a transaction only once when the same code is sent twice at the same time", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { post, body } = await signIn(user);
    const payload = { stateToken: body.stateToken, passCode: await totpCode(user.totpSecret) };
    const url = `/api/authn/factors/${user.factorIds[0]}/verify`;
    const responses = await Promise.all([post(url, payload), post(url, payload), post(url, payload)]);
    expect(responses.filter((r) => r.json().status === "SUCCESS")).toHaveLength(1);
    const tokens = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
  });

  it("accepts one step of clock drift either way, and no more", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { post, body } = await signIn(user);
    const url = `/api/authn/factors/${user.factorIds[0]}/verify`;
    for (const steps of [-2, 2]) {
      const response = await post(url, {
        stateToken: body.stateToken,
        passCode: await totpCode(user.totpSecret, steps),
      });
      expect(response.statusCode).toBe(401);
    }
    const late = await post(url, { stateToken: body.stateToken, passCode: await totpCode(user.totpSecret, -1) });
    expect(late.json().status).toBe("SUCCESS");
    const second = await signIn(user);
    const early = await second.post(url, {
      stateToken: second.body.stateToken,
      passCode: await totpCode(user.totpSecret, 1),
    });
    expect(early.json().status).toBe("SUCCESS");
  });

  it("refuses a wrong code with 401, counts it, and locks out on the fifth", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { post, body } = await signIn(user);
    const url = `/api/authn/factors/${user.factorIds[0]}/verify`;
    const wrong = await wrongTotpCode(user.totpSecret);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await post(url, { stateToken: body.stateToken, passCode: wrong });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_PASSCODE);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.failedLoginCount).toBe(4);
    const fifth = await post(url, { stateToken: body.stateToken, passCode: wrong });
    expect(fifth.statusCode).toBe(200);
    expect(fifth.json()).toEqual({ status: "LOCKED_OUT", expiresAt: expect.any(String) });
    const right = await post(url, { stateToken: body.stateToken, passCode: await totpCode(user.totpSecret) });
    expect(right.json()).toEqual(INVALID_STATE_TOKEN);
  });

  it("needs a passCode for a TOTP factor", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { post, body } = await signIn(user);
    const response = await post(`/api/authn/factors/${user.factorIds[0]}/verify`, { stateToken: body.stateToken });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: "body.passCode", message: "Please enter the code." }]);
  });

  it("refuses another user's factor", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const other = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { post, body } = await signIn(user);
    const passCode = await totpCode(other.totpSecret);
    const response = await post(`/api/authn/factors/${other.factorIds[0]}/verify`, {
      stateToken: body.stateToken,
      passCode,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("INVALID_FACTOR");
  });

  it("lists every verified factor when there is more than one", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP", "SMS"] });
    const { body } = await signIn(user);
    expect(body.status).toBe("MFA_REQUIRED");
    expect(body.factors).toEqual([
      { id: user.factorIds[0], factorType: "token:software:totp", profile: {} },
      { id: user.factorIds[1], factorType: "sms", profile: { phoneNumber: "•••-•••-0188" } },
    ]);
  });
});

describe("state tokens", () => {
  it.each([
    ["unknown", async () => "x".repeat(43)],
    [
      "expired",
      async () => {
        const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
        const { body } = await signIn(user);
        await t.database.db
          .update(authnTransactions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(authnTransactions.userId, user.id));
        return body.stateToken as string;
      },
    ],
  ])("refuses an %s state token with 401 INVALID_STATE_TOKEN", async (_kind, stateTokenOf) => {
    const stateToken = await stateTokenOf();
    const post = await authnClient(t.app);
    const factorId = "00000000-0000-4000-8000-000000000000";
    for (const [url, body] of [
      [`/api/authn/factors/${factorId}/verify`, { stateToken, passCode: "123456" }],
      ["/api/authn/factors", { stateToken, factorType: "token:software:totp" }],
      [`/api/authn/factors/${factorId}/lifecycle/activate`, { stateToken, passCode: "123456" }],
      [
        "/api/authn/credentials/change-password",
        { stateToken, oldPassword: "x", newPassword: "a fine new pass phrase" },
      ],
    ] as const) {
      const response = await post(url, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_STATE_TOKEN);
    }
  });

  it("cancels a transaction, after which its state token is refused", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { post, body } = await signIn(user);
    const cancel = await post("/api/authn/cancel", { stateToken: body.stateToken });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({});
    const passCode = await totpCode(user.totpSecret);
    const verify = await post(`/api/authn/factors/${user.factorIds[0]}/verify`, {
      stateToken: body.stateToken,
      passCode,
    });
    expect(verify.json()).toEqual(INVALID_STATE_TOKEN);
    expect((await post("/api/authn/cancel", { stateToken: "never-issued" })).statusCode).toBe(200);
  });
});

describe("MFA_ENROLL with TOTP", () => {
  it("enrols a TOTP factor with a QR code, activates it with a code and signs in", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: [] });
    const { post, body } = await signIn(user);
    expect(body).toMatchObject({ status: "MFA_ENROLL", factorTypes: ["token:software:totp", "sms"] });
    expect(body.factors).toBeUndefined();

    const enroll = await post("/api/authn/factors", { stateToken: body.stateToken, factorType: "token:software:totp" });
    expect(enroll.statusCode).toBe(200);
    const enrolled = enroll.json();
    expect(enrolled).toMatchObject({
      status: "MFA_ENROLL_ACTIVATE",
      stateToken: body.stateToken,
      activation: {
        factorId: expect.any(String),
        factorType: "token:software:totp",
        secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        qrCodeDataUrl: expect.stringMatching(/^data:image\/png;base64,/),
      },
    });
    const { factorId, secret } = enrolled.activation;
    const [pending] = await t.database.db.select().from(userMfaFactors).where(eq(userMfaFactors.id, factorId));
    expect(pending).toMatchObject({ type: "TOTP", secret, verifiedAt: null });

    const url = `/api/authn/factors/${factorId}/lifecycle/activate`;
    const wrong = await post(url, { stateToken: body.stateToken, passCode: await wrongTotpCode(secret) });
    expect(wrong.json()).toEqual(INVALID_PASSCODE);
    const activate = await post(url, { stateToken: body.stateToken, passCode: await totpCode(secret) });
    expect(activate.statusCode).toBe(200);
    expect(activate.json()).toMatchObject({ status: "SUCCESS", sessionToken: expect.any(String) });
    const factors = await t.database.db.select().from(userMfaFactors).where(eq(userMfaFactors.userId, user.id));
    expect(factors).toHaveLength(1);
    expect(factors[0]?.verifiedAt).toBeInstanceOf(Date);

    // The next sign-in asks for that factor.
    expect((await signIn(user)).body).toMatchObject({ status: "MFA_REQUIRED", factors: [{ id: factorId }] });
  });

  it("cannot enrol from MFA_REQUIRED", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { post, body } = await signIn(user);
    const response = await post("/api/authn/factors", {
      stateToken: body.stateToken,
      factorType: "token:software:totp",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("INVALID_TRANSACTION_STATE");
  });

  it("activates only the factor being enrolled", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: [] });
    const other = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { post, body } = await signIn(user);
    await post("/api/authn/factors", { stateToken: body.stateToken, factorType: "token:software:totp" });
    const url = `/api/authn/factors/${other.factorIds[0]}/lifecycle/activate`;
    const response = await post(url, { stateToken: body.stateToken, passCode: await totpCode(other.totpSecret) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("INVALID_FACTOR");
  });
});
