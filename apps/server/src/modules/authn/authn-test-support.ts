/** Test support for the sign-in API's integration tests: user factories, TOTP codes and a request helper. */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { generate } from "otplib";
import { csrfHeaders } from "../../../test/test-app";
import type { Database } from "../../db/client";
import { userMfaFactors, users } from "../../db/schema/index";
import { hashPassword } from "./password-hashing";
import { newTotpSecret } from "./totp";

export const PASSWORD = "river otter lantern 42";
let passwordHash: Promise<string> | undefined;

/** argon2 is slow on purpose: every user of a test file shares one hash of PASSWORD. */
function sharedPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
}

export interface BuiltUser {
  id: string;
  email: string;
  name: string;
  totpSecret: string;
  factorIds: string[];
}

/** A user with PASSWORD and the given verified factors (TOTP ones share one secret; SMS ones use +16175550188). */
export async function buildUser(
  db: Database,
  options: { factors?: ("TOTP" | "SMS")[]; passwordExpiresAt?: Date | null } = {},
): Promise<BuiltUser> {
  const suffix = randomUUID().slice(0, 8);
  const email = `user.${suffix}@example.com`;
  const name = `Test User ${suffix}`;
  const [row] = await db
    .insert(users)
    .values({
      userId: `test-${suffix}`,
      name,
      email,
      role: "BROKER",
      passwordHash: await sharedPasswordHash(),
      passwordSetAt: new Date(),
      passwordExpiresAt: options.passwordExpiresAt ?? null,
    })
    .returning({ id: users.id });
  const id = row?.id ?? "";
  const totpSecret = newTotpSecret();
  const factorIds: string[] = [];
  for (const type of options.factors ?? ["TOTP"]) {
    const [factor] = await db
      .insert(userMfaFactors)
      .values({
        userId: id,
        type,
        secret: type === "TOTP" ? totpSecret : null,
        phoneNumber: type === "SMS" ? "+16175550188" : null,
        verifiedAt: new Date(),
      })
      .returning({ id: userMfaFactors.id });
    factorIds.push(factor?.id ?? "");
  }
  return { id, email, name, totpSecret, factorIds };
}

/** The code an authenticator app would show, `steps` periods from now. */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** A well-formed code that no step within the accepted drift would produce. */
export async function wrongTotpCode(secret: string): Promise<string> {
  const accepted = await Promise.all([-1, 0, 1].map((steps) => totpCode(secret, steps)));
  const candidates = ["000000", "111111", "222222", "333333"];
  return candidates.find((code) => !accepted.includes(code)) ?? "444444";
}

let nextAddress = 1;

/**
 * Posts with the CSRF headers. Each client has its own address, so that the per-address rate limit of one test
 * does not spill into another.
 */
export async function authnClient(app: FastifyInstance) {
  const headers = await csrfHeaders(app);
  const remoteAddress = `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  nextAddress++;
  return (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url, payload, headers, remoteAddress });
}
