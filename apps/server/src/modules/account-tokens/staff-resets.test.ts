import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories/index";
import { type SmtpCatcher, startSmtpCatcher } from "../../../test/fakes/smtp-catcher";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, authnTransactions, userMfaFactors, users } from "../../db/schema/index";
import { PASSWORD } from "../authn/authn-test-support";
import { accountClient, outboxFor, tokenIn, tokensOf } from "./account-tokens-test-support";

let smtp: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type StaffRole = "SLF_OWNER" | "SLF_ADMIN" | "BROKER" | "BEN_ADMIN";

async function signedIn(role: StaffRole) {
  const session = await createSessionFor(t.database.db, { role });
  return { ...(await accountClient(t.app, { sessionCookie: session.cookie })), user: session.user };
}

async function factorCount(userId: string): Promise<number> {
  return (await t.database.db.select().from(userMfaFactors).where(eq(userMfaFactors.userId, userId))).length;
}

async function setRole(userId: string, role: StaffRole): Promise<void> {
  await t.database.db.update(users).set({ role }).where(eq(users.id, userId));
}

/** The audit entries about a user: staff resets are recorded with who did them. */
function auditOf(userId: string) {
  return t.database.db
    .select({ action: auditLog.action, actorUserId: auditLog.actorUserId })
    .from(auditLog)
    .where(eq(auditLog.entityId, userId));
}

describe("POST /api/users/reset-mfa/:email", () => {
  it("removes the user's factors, so that the next sign-in enrols a new one, and e-mails a notice", async () => {
    const target = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const anon = await accountClient(t.app);
    const inProgress = await anon.post("/api/authn", { username: target.email, password: PASSWORD });
    expect(inProgress.json().status).toBe("MFA_REQUIRED");
    const admin = await signedIn("SLF_ADMIN");

    const response = await admin.post(`/api/users/reset-mfa/${encodeURIComponent(target.email)}`);
    expect(response.statusCode).toBe(204);
    expect(await factorCount(target.id)).toBe(0);
    const open = await t.database.db
      .select({ completedAt: authnTransactions.completedAt })
      .from(authnTransactions)
      .where(eq(authnTransactions.userId, target.id));
    expect(open.every((row) => row.completedAt !== null)).toBe(true);

    const signIn = await anon.post("/api/authn", { username: target.email, password: PASSWORD });
    expect(signIn.json().status).toBe("MFA_ENROLL");

    await t.app.mailer.whenIdle();
    const [notice] = smtp.to(target.email);
    expect(notice?.subject).toBe("Your Sun Life Onboard verification method was reset");
    expect(notice?.text).toContain("set up a new verification method");
    const [row] = await outboxFor(t.database.db, target.email);
    expect(row).toMatchObject({ template: "reset-mfa-notice", status: "SENT", sentByUserId: admin.user.id });
    expect(await auditOf(target.id)).toEqual([{ action: "user.reset-mfa", actorUserId: admin.user.id }]);
  });

  it("writes the notice in Spanish with ?language=es", async () => {
    const target = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const owner = await signedIn("SLF_OWNER");
    const response = await owner.post(`/api/users/reset-mfa/${encodeURIComponent(target.email)}?language=es`);
    expect(response.statusCode).toBe(204);
    await t.app.mailer.whenIdle();
    expect(smtp.to(target.email)[0]?.subject).toBe("Se restableció su método de verificación de Sun Life Onboard");
  });

  it.each(["BROKER", "BEN_ADMIN"] as const)("refuses a %s with 403 and changes nothing", async (role) => {
    const target = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const caller = await signedIn(role);
    const response = await caller.post(`/api/users/reset-mfa/${encodeURIComponent(target.email)}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("FORBIDDEN");
    expect(await factorCount(target.id)).toBe(1);
    expect(await outboxFor(t.database.db, target.email)).toEqual([]);
  });

  it("refuses an anonymous caller with 401", async () => {
    const target = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const response = await (await accountClient(t.app)).post(
      `/api/users/reset-mfa/${encodeURIComponent(target.email)}`,
    );
    expect(response.statusCode).toBe(401);
    expect(await factorCount(target.id)).toBe(1);
  });

  it("answers an unknown e-mail with 404", async () => {
    const admin = await signedIn("SLF_ADMIN");
    const response = await admin.post("/api/users/reset-mfa/nobody.here%40example.com");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "There is no user with this id or e-mail." });
  });

  it("leaves carrier staff's factors to SLF_OWNER: an SLF_ADMIN gets 403 on another admin", async () => {
    const target = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    await setRole(target.id, "SLF_ADMIN");
    const admin = await signedIn("SLF_ADMIN");
    expect((await admin.post(`/api/users/reset-mfa/${encodeURIComponent(target.email)}`)).statusCode).toBe(403);
    expect(await factorCount(target.id)).toBe(1);
    const owner = await signedIn("SLF_OWNER");
    expect((await owner.post(`/api/users/reset-mfa/${encodeURIComponent(target.email)}`)).statusCode).toBe(204);
    expect(await factorCount(target.id)).toBe(0);
  });
});

describe("POST /api/users/reset-password/userId/:userId", () => {
  it("e-mails the user a reset link that sets a password, recording who sent it", async () => {
    const target = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const admin = await signedIn("SLF_ADMIN");
    const response = await admin.post(`/api/users/reset-password/userId/${target.id}`);
    expect(response.statusCode).toBe(204);
    await t.app.mailer.whenIdle();
    const [message] = smtp.to(target.email);
    expect(message?.subject).toBe("Reset your Sun Life Onboard password");
    const token = tokenIn(message?.text ?? "");
    const [row] = await outboxFor(t.database.db, target.email);
    expect(row).toMatchObject({ template: "reset-password", status: "SENT", sentByUserId: admin.user.id });
    expect(await auditOf(target.id)).toEqual([{ action: "user.reset-password", actorUserId: admin.user.id }]);
    expect((await tokensOf(t.database.db, target.id)).map((tok) => tok.type)).toEqual(["RESET"]);

    const anon = await accountClient(t.app);
    const password = "granite heron teapot 19";
    expect((await anon.post("/api/users/password-upsert", { token, password })).statusCode).toBe(204);
    expect((await anon.post("/api/authn", { username: target.email, password })).statusCode).toBe(200);
  });

  it.each(["BROKER", "BEN_ADMIN"] as const)("refuses a %s with 403, even on their own id", async (role) => {
    const caller = await signedIn(role);
    const target = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    expect((await caller.post(`/api/users/reset-password/userId/${target.id}`)).statusCode).toBe(403);
    expect((await caller.post(`/api/users/reset-password/userId/${caller.user.id}`)).statusCode).toBe(403);
    expect(await tokensOf(t.database.db, target.id)).toEqual([]);
    expect(await tokensOf(t.database.db, caller.user.id)).toEqual([]);
  });

  it("refuses an anonymous caller with 401", async () => {
    const target = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    const response = await (await accountClient(t.app)).post(`/api/users/reset-password/userId/${target.id}`);
    expect(response.statusCode).toBe(401);
  });

  it("answers an unknown id with 404 and a malformed one with 400", async () => {
    const owner = await signedIn("SLF_OWNER");
    const unknown = await owner.post("/api/users/reset-password/userId/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    const malformed = await owner.post("/api/users/reset-password/userId/not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe("params.userId");
  });

  it("lets only SLF_OWNER reset carrier staff", async () => {
    const target = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    await setRole(target.id, "SLF_OWNER");
    const admin = await signedIn("SLF_ADMIN");
    expect((await admin.post(`/api/users/reset-password/userId/${target.id}`)).statusCode).toBe(403);
    const owner = await signedIn("SLF_OWNER");
    expect((await owner.post(`/api/users/reset-password/userId/${target.id}`)).statusCode).toBe(204);
  });
});
