import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildUser } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { authnTransactions, smsMessages, userMfaFactors } from "../../db/schema/index";
import { authnClient, PASSWORD } from "./authn-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function signIn(user: BuiltUser) {
  const post = await authnClient(t.app);
  const response = await post("/api/authn", { username: user.email, password: PASSWORD });
  return { post, body: response.json() };
}

/** What a tester does: read the latest message to the user from the SMS outbox. */
async function lastSms(userId: string) {
  const [message] = await t.database.db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.userId, userId))
    .orderBy(desc(smsMessages.sentAt))
    .limit(1);
  if (!message) throw new Error("no SMS was sent");
  return { ...message, code: /\b(\d{6})\b/.exec(message.body)?.[1] ?? "" };
}

describe("SMS challenge (MFA_REQUIRED → MFA_CHALLENGE)", () => {
  it("sends a code without a passCode, then signs in with it", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["SMS"] });
    const { post, body } = await signIn(user);
    expect(body.factors).toEqual([
      { id: user.factorIds[0], factorType: "sms", profile: { phoneNumber: "•••-•••-0188" } },
    ]);
    const url = `/api/authn/factors/${user.factorIds[0]}/verify`;

    const challenge = await post(url, { stateToken: body.stateToken });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json()).toMatchObject({
      status: "MFA_CHALLENGE",
      stateToken: body.stateToken,
      factors: body.factors,
    });
    const sms = await lastSms(user.id);
    expect(sms).toMatchObject({ toPhone: "+16175550188", purpose: "mfa-challenge" });
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.body).toBe(`Your Onboard verification code is ${sms.code}. It expires in 5 minutes. Do not share it.`);

    const [transaction] = await t.database.db
      .select()
      .from(authnTransactions)
      .where(eq(authnTransactions.userId, user.id));
    expect(transaction?.smsCodeHash).not.toContain(sms.code);

    const wrong = await post(url, {
      stateToken: body.stateToken,
      passCode: sms.code === "000000" ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("INVALID_PASSCODE");
    const verify = await post(url, { stateToken: body.stateToken, passCode: sms.code });
    expect(verify.json()).toMatchObject({ status: "SUCCESS", sessionToken: expect.any(String) });
  });

  it("refuses a code after its 5 minutes", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["SMS"] });
    const { post, body } = await signIn(user);
    const url = `/api/authn/factors/${user.factorIds[0]}/verify`;
    await post(url, { stateToken: body.stateToken });
    const { code } = await lastSms(user.id);
    await t.database.db
      .update(authnTransactions)
      .set({ smsCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(authnTransactions.userId, user.id));
    const response = await post(url, { stateToken: body.stateToken, passCode: code });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("INVALID_PASSCODE");
  });

  it("refuses an SMS code before one was sent", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: ["SMS"] });
    const { post, body } = await signIn(user);
    const response = await post(`/api/authn/factors/${user.factorIds[0]}/verify`, {
      stateToken: body.stateToken,
      passCode: "123456",
    });
    expect(response.json().code).toBe("INVALID_PASSCODE");
  });
});

describe("SMS enrolment (MFA_ENROLL → MFA_ENROLL_ACTIVATE)", () => {
  it("sends a code to the new phone, activates the factor with it and signs in", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: [] });
    const { post, body } = await signIn(user);
    const enroll = await post("/api/authn/factors", {
      stateToken: body.stateToken,
      factorType: "sms",
      phoneNumber: "(303) 555-0195",
    });
    expect(enroll.statusCode).toBe(200);
    const enrolled = enroll.json();
    expect(enrolled).toEqual({
      status: "MFA_ENROLL_ACTIVATE",
      stateToken: body.stateToken,
      expiresAt: body.expiresAt,
      activation: { factorId: expect.any(String), factorType: "sms", phoneNumber: "+13035550195" },
      user: { email: user.email, name: user.name },
    });
    const sms = await lastSms(user.id);
    expect(sms).toMatchObject({ toPhone: "+13035550195", purpose: "mfa-enroll" });

    const url = `/api/authn/factors/${enrolled.activation.factorId}/lifecycle/activate`;
    const activate = await post(url, { stateToken: body.stateToken, passCode: sms.code });
    expect(activate.json()).toMatchObject({ status: "SUCCESS", sessionToken: expect.any(String) });
    const factors = await t.database.db.select().from(userMfaFactors).where(eq(userMfaFactors.userId, user.id));
    expect(factors).toEqual([
      expect.objectContaining({ type: "SMS", phoneNumber: "+13035550195", verifiedAt: expect.any(Date) }),
    ]);
  });

  it("lets the user start over with another number, keeping only the last enrolment", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: [] });
    const { post, body } = await signIn(user);
    const first = await post("/api/authn/factors", {
      stateToken: body.stateToken,
      factorType: "sms",
      phoneNumber: "303-555-0100",
    });
    const firstCode = (await lastSms(user.id)).code;
    const second = await post("/api/authn/factors", {
      stateToken: body.stateToken,
      factorType: "sms",
      phoneNumber: "303-555-0111",
    });
    const secondCode = (await lastSms(user.id)).code;
    const factors = await t.database.db.select().from(userMfaFactors).where(eq(userMfaFactors.userId, user.id));
    expect(factors.map((f) => f.phoneNumber)).toEqual(["+13035550111"]);

    const stale = await post(`/api/authn/factors/${first.json().activation.factorId}/lifecycle/activate`, {
      stateToken: body.stateToken,
      passCode: firstCode,
    });
    expect(stale.json().code).toBe("INVALID_FACTOR");
    const activate = await post(`/api/authn/factors/${second.json().activation.factorId}/lifecycle/activate`, {
      stateToken: body.stateToken,
      passCode: secondCode,
    });
    expect(activate.json().status).toBe("SUCCESS");
  });

  it("validates the phone number", async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD, factors: [] });
    const { post, body } = await signIn(user);
    const missing = await post("/api/authn/factors", { stateToken: body.stateToken, factorType: "sms" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: "body.phoneNumber", message: "Phone is required" }]);
    const invalid = await post("/api/authn/factors", {
      stateToken: body.stateToken,
      factorType: "sms",
      phoneNumber: "555",
    });
    expect(invalid.json().errors).toEqual([
      { path: "body.phoneNumber", message: "Please enter a valid phone number." },
    ]);
  });
});
