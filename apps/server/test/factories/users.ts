/** Users of every role: optionally linked to clients, with a password and verified MFA factors. */
import { randomUUID } from "node:crypto";
import type { CarrierRole } from "@onboard/domain/users/roles";
import type { Database } from "../../src/db/client";
import { userClients, userMfaFactors, users } from "../../src/db/schema/index";
import { hashPassword } from "../../src/modules/authn/password-hashing";
import { newTotpSecret } from "../../src/modules/authn/totp";
import { firstRow, uniqueSuffix } from "./unique";

/** The password of every test user built with `password: TEST_PASSWORD`. */
export const TEST_PASSWORD = "river otter lantern 42";
/** The phone number of every SMS factor a factory builds. */
export const TEST_SMS_NUMBER = "+16175550188";

export type MfaFactorType = "TOTP" | "SMS";

export interface UserOverrides extends Partial<Omit<typeof users.$inferInsert, "role" | "passwordHash">> {
  /** BROKER unless given. */
  role?: CarrierRole;
  /** Clients the user is linked to (user_clients); none unless given. */
  clientIds?: readonly string[];
  /** Whether the user has accepted the terms of use (`termsOfUseAt` now); true unless given, past the terms gate. */
  hasAcceptedTerms?: boolean;
  /** A password to sign in with, none unless given (each password is hashed once: argon2 is slow on purpose). */
  password?: string;
  /** Verified second factors, in order; TOTP ones share the user's `totpSecret`. None unless given. */
  factors?: readonly MfaFactorType[];
}

const passwordHashes = new Map<string, Promise<string>>();

function sharedPasswordHash(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/**
 * A user of `role` (BROKER by default) with its own subject, name and e-mail. Returns the row, the client ids it is
 * linked to, the TOTP secret of its TOTP factors and the ids of its factors.
 */
export async function buildUser(db: Database, overrides: UserOverrides = {}) {
  const { role = "BROKER", clientIds = [], hasAcceptedTerms = true, password, factors = [], ...columns } = overrides;
  const suffix = uniqueSuffix();
  const rows = await db
    .insert(users)
    .values({
      userId: `test-${randomUUID()}`,
      name: `Test ${role} ${suffix}`,
      email: `user.${suffix}@example.test`,
      role,
      termsOfUseAt: hasAcceptedTerms ? new Date() : null,
      ...(password === undefined
        ? {}
        : { passwordHash: await sharedPasswordHash(password), passwordSetAt: new Date() }),
      ...columns,
    })
    .returning();
  const row = firstRow(rows, "user");
  if (clientIds.length > 0) {
    await db.insert(userClients).values(clientIds.map((clientId) => ({ userId: row.id, clientId })));
  }
  const totpSecret = newTotpSecret();
  const factorIds: string[] = [];
  for (const type of factors) {
    factorIds.push((await buildMfaFactor(db, { userId: row.id, type, totpSecret })).id);
  }
  return { ...row, clientIds: [...clientIds], totpSecret, factorIds };
}

export type BuiltUser = Awaited<ReturnType<typeof buildUser>>;

/** A verified second factor: TOTP with `totpSecret` (a new one unless given), or SMS to TEST_SMS_NUMBER. */
export async function buildMfaFactor(
  db: Database,
  {
    userId,
    type = "TOTP",
    totpSecret = newTotpSecret(),
    ...overrides
  }: { userId: string; type?: MfaFactorType; totpSecret?: string } & Partial<typeof userMfaFactors.$inferInsert>,
) {
  const rows = await db
    .insert(userMfaFactors)
    .values({
      userId,
      type,
      secret: type === "TOTP" ? totpSecret : null,
      phoneNumber: type === "SMS" ? TEST_SMS_NUMBER : null,
      verifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return firstRow(rows, "MFA factor");
}
