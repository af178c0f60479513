/**
 * Demo users: carrier staff, brokers and ben admins, each with a password, one verified TOTP factor and client
 * links; except the two that demonstrate a sign-in journey (an expired password, and an invited user who has
 * not activated the account yet: no password, no factor, terms not accepted).
 */
import { type Algorithm, hash } from "@node-rs/argon2";
import { userClients, userMfaFactors, users } from "../schema/index";
import { at } from "./dates";
import { DEMO_USER_SEEDS } from "./demo-logins";
import { seedId } from "./ids";
import type { SeedContext } from "./seed-context";

/** `Algorithm` is an ambient const enum, which isolatedModules cannot read at run time; 2 is its Argon2id member. */
const ARGON2ID = 2 as Algorithm.Argon2id;

export const userIdOf = (key: string) => seedId("user", key);

/** The same parameters the sign-in code verifies with (OWASP's argon2id minimum). */
export function hashDemoPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export async function seedUsers({ tx, today }: SeedContext, demoPassword: string): Promise<void> {
  // One hash for every demo user keeps the seed fast; each still verifies on its own.
  const passwordHash = await hashDemoPassword(demoPassword);
  const isActivated = (u: (typeof DEMO_USER_SEEDS)[number]) => u.signInState !== "NOT_ACTIVATED";
  await tx.insert(users).values(
    DEMO_USER_SEEDS.map((u, i) => ({
      ...activityOf(u, today, i),
      id: userIdOf(u.key),
      userId: seedId("identity", u.key),
      name: u.name,
      email: u.email,
      phoneNumber: u.phoneNumber,
      role: u.role,
      companyName: u.companyName,
      passwordHash: isActivated(u) ? passwordHash : null,
      welcomeEmailSentAt: at(today, -61 + i, 9),
      newDocumentNotice: u.role === "BEN_ADMIN" ? ("NEW_AND_SEEN" as const) : null,
    })),
  );
  await tx.insert(userMfaFactors).values(
    DEMO_USER_SEEDS.filter(isActivated).map((u, i) => ({
      id: seedId("mfa-factor", u.key),
      userId: userIdOf(u.key),
      type: "TOTP" as const,
      secret: u.totpSecret,
      verifiedAt: at(today, -60 + i, 9, 3),
    })),
  );
}

/** Password and sign-in dates: demo passwords do not expire, except where the login demonstrates that. */
function activityOf(u: (typeof DEMO_USER_SEEDS)[number], today: Date, i: number) {
  if (u.signInState === "NOT_ACTIVATED") {
    return { passwordSetAt: null, passwordExpiresAt: null, termsOfUseAt: null, firstLoginAt: null, lastLoginAt: null };
  }
  return {
    passwordSetAt: at(today, -60 + i, 9),
    passwordExpiresAt: u.signInState === "PASSWORD_EXPIRED" ? at(today, -1, 9) : null,
    termsOfUseAt: at(today, -60 + i, 9, 5),
    firstLoginAt: at(today, -60 + i, 9, 5),
    lastLoginAt: at(today, -1 - (i % 4), 16, 30),
  };
}

/** Links brokers and ben admins to their clients; runs once the clients exist. */
export async function seedUserClients({ tx, today }: SeedContext): Promise<void> {
  const links = DEMO_USER_SEEDS.flatMap((u, i) =>
    u.clientKeys.map((clientKey) => ({
      userId: userIdOf(u.key),
      clientId: seedId("client", clientKey),
      completedSetupAt: u.pendingSetupClientKeys?.includes(clientKey) ? null : at(today, -55 + i, 10),
      newDocumentNotice: u.role === "BEN_ADMIN" ? ("OLD" as const) : null,
    })),
  );
  await tx.insert(userClients).values(links);
}
