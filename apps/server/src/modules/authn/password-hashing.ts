/** Password hashing with argon2id (OWASP's minimum: m = 19 MiB, t = 2, p = 1), the parameters the seed uses too. */
import { type Algorithm, hash, verify } from "@node-rs/argon2";

/** `Algorithm` is an ambient const enum, which isolatedModules cannot read at run time; 2 is its Argon2id member. */
const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function isPasswordMatch(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends one verification on a hash that matches nothing, so that an unknown e-mail (or a user without a
 * password) takes as long to refuse as a wrong password does.
 */
export async function spendDummyVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword(`dummy:${Math.random()}`);
  await isPasswordMatch(await dummyHash, password);
}
