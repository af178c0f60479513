import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories/index";
import { type SmtpCatcher, startSmtpCatcher } from "../../../test/fakes/smtp-catcher";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { users } from "../../db/schema/index";
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

const newUser = () => buildUser(t.database.db, { role: "BROKER" });

async function requestActivation(email: string, query = "") {
  const caller = await accountClient(t.app);
  const response = await caller.post(`/api/users/activation-email/${encodeURIComponent(email)}${query}`);
  expect(response.statusCode).toBe(204);
  await t.app.mailer.whenIdle();
  return caller;
}

describe("POST /api/users/activation-email/:email", () => {
  it("e-mails a never-activated user a 7-day activation link that sets the first password", async () => {
    const user = await newUser();
    const caller = await requestActivation(user.email);
    const [message] = smtp.to(user.email);
    expect(message?.subject).toBe("Activate your Sun Life Onboard account");
    expect(message?.text).toContain("This link expires in 7 days");
    expect(message?.text).toContain("https://portal.example.com/reactivate");
    const token = tokenIn(message?.text ?? "");
    expect(message?.text).toContain(`https://portal.example.com/activate?token=${token}`);

    const info = await caller.get(`/api/users/auth-token/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ type: "ACTIVATION", email: user.email, name: user.name });
    const days = (Date.parse(info.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const password = "meadow lantern cobalt 31";
    expect((await caller.post("/api/users/password-upsert", { token, password })).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await isPasswordMatch(row?.passwordHash ?? "", password)).toBe(true);
    expect(row?.passwordSetAt).toBeInstanceOf(Date);
    expect((await caller.post("/api/users/password-upsert", { token, password })).statusCode).toBe(404);
    const [outbox] = await outboxFor(t.database.db, user.email);
    expect(outbox).toMatchObject({ template: "activation", status: "SENT" });
  });

  it("sends nothing to a user who has set a password, nor to an unknown e-mail, and answers 204 alike", async () => {
    const activated = await buildUser(t.database.db, { password: PASSWORD, factors: ["TOTP"] });
    await requestActivation(activated.email);
    await requestActivation("never.registered@example.com");
    expect(smtp.to(activated.email)).toEqual([]);
    expect(await outboxFor(t.database.db, activated.email)).toEqual([]);
    expect(await tokensOf(t.database.db, activated.id)).toEqual([]);
    expect(await outboxFor(t.database.db, "never.registered@example.com")).toEqual([]);
  });

  it("replaces the previous activation link", async () => {
    const user = await newUser();
    const caller = await requestActivation(user.email);
    await requestActivation(user.email);
    const [first, second] = smtp.to(user.email).map((m) => tokenIn(m.text));
    expect((await caller.get(`/api/users/auth-token/${first}`)).statusCode).toBe(404);
    expect((await caller.get(`/api/users/auth-token/${second}`)).statusCode).toBe(200);
  });

  it("writes in Spanish with ?language=es", async () => {
    const user = await newUser();
    await requestActivation(user.email, "?language=es");
    const [message] = smtp.to(user.email);
    expect(message?.subject).toBe("Active su cuenta de Sun Life Onboard");
    expect(message?.text).toContain("Este enlace caduca en 7 días");
    expect(message?.text).toMatch(/https:\/\/portal\.example\.com\/es\/activate\?token=[A-Za-z0-9_-]{43}/);
  });

  it("allows 5 calls a minute per address and answers the 6th with 429", async () => {
    const caller = await accountClient(t.app);
    const statuses: number[] = [];
    for (let call = 1; call <= 6; call++) {
      statuses.push((await caller.post(`/api/users/activation-email/someone${call}%40example.com`)).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});
