import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories/index";
import { type SmtpCatcher, startSmtpCatcher } from "../../../test/fakes/smtp-catcher";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { authTokens, sessions, users } from "../../db/schema/index";
import { PASSWORD } from "../authn/authn-test-support";
import { isPasswordMatch } from "../authn/password-hashing";
import { accountClient, outboxFor, tokenIn, tokensOf } from "./account-tokens-test-support";

let smtp: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_ORIGIN: "https://portal.example.com" } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const NEW_PASSWORD = "harbour kestrel violin 77";
const TOKEN_EXPIRED = {
  code: "TOKEN_EXPIRED",
  message: "This link has expired or has already been used. Please ask for a new one.",
};

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error("user not found");
  return row;
}

/** Asks for a reset of `email` and returns the e-mail that arrived and the token in its link. */
async function requestReset(email: string, query = "") {
  const caller = await accountClient(t.app);
  const response = await caller.post(`/api/users/reset-password/${encodeURIComponent(email)}${query}`);
  expect(response.statusCode).toBe(204);
  await t.app.mailer.whenIdle();
  const message = smtp.to(email).at(-1);
  if (!message) throw new Error(`no e-mail reached ${email}`);
  return { caller, message, token: tokenIn(message.text) };
}

describe("POST /api/users/reset-password/:email", () => {
  it("e-mails a single-use reset link that is stored only as its SHA-256", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { message, token } = await requestReset(user.email.toUpperCase());

    expect(message.to).toEqual([user.email]);
    expect(message.from).toBe("no-reply@onboard.example");
    expect(message.subject).toBe("Reset your Sun Life Onboard password");
    const link = `https://portal.example.com/reset?token=${token}`;
    expect(message.text).toContain(link);
    expect(message.text).toContain("This link expires in 60 minutes");
    expect(message.html).toContain(`href="${link}"`);
    expect(message.html).toContain('<html lang="en">');

    const [stored] = await tokensOf(t.database.db, user.id);
    expect(stored).toMatchObject({ type: "RESET", usedAt: null });
    expect(stored?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    const minutesLeft = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it("keeps the e-mail in the outbox with its history QUEUED then SENT", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { message } = await requestReset(user.email);
    const [row] = await outboxFor(t.database.db, user.email);
    expect(row).toMatchObject({
      template: "reset-password",
      language: "en",
      status: "SENT",
      subject: message.subject,
      from: "Onboard <no-reply@onboard.example>",
      attempts: 1,
      errorUsers: [],
      sentByUserId: null,
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.history.map((h) => h.status)).toEqual(["QUEUED", "SENT"]);
    expect(row?.history[1]?.detail).toMatch(/^250 /);
    expect(message.headers["x-onboard-email-id"]).toBe(row?.id);
  });

  it("answers an unknown e-mail with the same 204 and sends nothing", async () => {
    const caller = await accountClient(t.app);
    const before = smtp.messages.length;
    const response = await caller.post("/api/users/reset-password/nobody.at.all%40example.com");
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    await t.app.mailer.whenIdle();
    expect(smtp.messages.length).toBe(before);
    expect(await outboxFor(t.database.db, "nobody.at.all@example.com")).toEqual([]);
  });

  it("writes in Spanish with ?language=es, linking to the Spanish page", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { message, token } = await requestReset(user.email, "?language=es");
    expect(message.subject).toBe("Restablezca su contraseña de Sun Life Onboard");
    expect(message.text).toContain(`Hola, ${user.name}:`);
    expect(message.text).toContain("Este enlace caduca en 60 minutos");
    expect(message.text).toContain(`https://portal.example.com/es/reset?token=${token}`);
    expect(message.html).toContain('<html lang="es">');
    const [row] = await outboxFor(t.database.db, user.email);
    expect(row?.language).toBe("es");
  });

  it("makes the previous reset link worthless", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(second.token).not.toBe(first.token);
    expect((await first.caller.get(`/api/users/auth-token/${first.token}`)).statusCode).toBe(404);
    expect((await second.caller.get(`/api/users/auth-token/${second.token}`)).statusCode).toBe(200);
  });

  it("refuses a malformed e-mail and an unknown language with 400", async () => {
    const caller = await accountClient(t.app);
    const badEmail = await caller.post("/api/users/reset-password/not-an-email");
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toEqual([{ path: "params.email", message: "Please enter a valid email address" }]);
    expect((await caller.post("/api/users/reset-password/a%40example.com?language=fr")).statusCode).toBe(400);
  });

  it("allows 5 calls a minute per address and answers the 6th with 429", async () => {
    const caller = await accountClient(t.app);
    for (let call = 1; call <= 5; call++) {
      expect((await caller.post(`/api/users/reset-password/nobody${call}%40example.com`)).statusCode).toBe(204);
    }
    const sixth = await caller.post("/api/users/reset-password/nobody6%40example.com");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe("RATE_LIMITED");
    const otherAddress = await accountClient(t.app);
    expect((await otherAddress.post("/api/users/reset-password/nobody7%40example.com")).statusCode).toBe(204);
  });
});

describe("GET /api/users/auth-token/:token", () => {
  it("tells the reset page whose link it is and until when", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { caller, token } = await requestReset(user.email);
    const response = await caller.get(`/api/users/auth-token/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const [stored] = await tokensOf(t.database.db, user.id);
    expect(response.json()).toEqual({
      type: "RESET",
      email: user.email,
      name: user.name,
      expiresAt: stored?.expiresAt.toISOString(),
    });
  });

  it("answers an unknown token, and an expired one, with 404 TOKEN_EXPIRED", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { caller, token } = await requestReset(user.email);
    expect((await caller.get("/api/users/auth-token/not-a-token")).json()).toEqual(TOKEN_EXPIRED);

    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));
    const expired = await caller.get(`/api/users/auth-token/${token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(TOKEN_EXPIRED);
    const upsert = await caller.post("/api/users/password-upsert", { token, password: NEW_PASSWORD });
    expect(upsert.statusCode).toBe(404);
    expect(upsert.json()).toEqual(TOKEN_EXPIRED);
  });
});

describe("POST /api/users/password-upsert", () => {
  it("sets the new password, which then signs in, and the link works only once", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    await t.database.db
      .update(users)
      .set({ failedLoginCount: 5, lockedUntil: new Date(Date.now() + 30 * 60_000) })
      .where(eq(users.id, user.id));
    const { caller, token } = await requestReset(user.email);

    const response = await caller.post("/api/users/password-upsert", { token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(204);

    const row = await userRow(user.id);
    expect(await isPasswordMatch(row.passwordHash ?? "", NEW_PASSWORD)).toBe(true);
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
    expect(Date.now() - (row.passwordSetAt?.getTime() ?? 0)).toBeLessThan(60_000);
    const days = ((row.passwordExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const signIn = await caller.post("/api/authn", { username: user.email, password: NEW_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().status).toBe("MFA_REQUIRED");
    expect((await caller.post("/api/authn", { username: user.email, password: PASSWORD })).statusCode).toBe(401);

    const reused = await caller.post("/api/users/password-upsert", { token, password: "another fine phrase 88" });
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toEqual(TOKEN_EXPIRED);
    expect((await caller.get(`/api/users/auth-token/${token}`)).statusCode).toBe(404);
  });

  it.each([
    ["short1", "Your password must be at least 8 characters long."],
    ["Password123", "This password is too common. Please choose one that is harder to guess."],
    [PASSWORD, "Your new password must be different from your current password."],
  ])("refuses %s on body.password and leaves the link usable", async (password, message) => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { caller, token } = await requestReset(user.email);
    const response = await caller.post("/api/users/password-upsert", { token, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message,
      code: "VALIDATION_ERROR",
      errors: [{ path: "body.password", message }],
    });
    expect((await caller.get(`/api/users/auth-token/${token}`)).statusCode).toBe(200);
  });

  it("lets only one of two concurrent uses of a link win, and stores that one's password", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const { caller, token } = await requestReset(user.email);
    const passwords = ["first concurrent phrase 1", "second concurrent phrase 2"];
    const responses = await Promise.all(
      passwords.map((password) => caller.post("/api/users/password-upsert", { token, password })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([204, 404]);
    const winner = passwords[responses.findIndex((r) => r.statusCode === 204)] ?? "";
    expect(await isPasswordMatch((await userRow(user.id)).passwordHash ?? "", winner)).toBe(true);
  });

  it("signs the user out everywhere", async () => {
    const { user, cookie } = await createSessionFor(t.database.db, { role: "BROKER" });
    const { caller, token } = await requestReset(user.email);
    expect((await caller.post("/api/users/password-upsert", { token, password: NEW_PASSWORD })).statusCode).toBe(204);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const me = await t.app.inject({ method: "GET", url: "/api/users/authenticated", headers: { cookie } });
    expect(me.json()).toBeNull();
  });

  it("refuses a body without a token or password with field errors", async () => {
    const caller = await accountClient(t.app);
    const response = await caller.post("/api/users/password-upsert", {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual(["body.token", "body.password"]);
  });
});
