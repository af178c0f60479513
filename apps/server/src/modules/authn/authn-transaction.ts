/** Loading a sign-in transaction by its state token, and the checks every step after the password makes. */
import type { SIGN_IN_STATES } from "@onboard/domain/clients/enums";
import { STATE_TOKEN_TTL_MINUTES } from "@onboard/domain/identity/authn-limits";
import { isLockedOut } from "@onboard/domain/identity/lockout";
import type { Database } from "../../db/client";
import { authnError } from "./authn-error";
import { type AuthnOutcome, lockedOut } from "./authn-outcome";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-token";
import {
  closeTransaction,
  findActiveUserById,
  findOpenTransaction,
  insertTransaction,
  type TransactionRow,
  type UserRow,
} from "./repository";

type SignInStatus = (typeof SIGN_IN_STATES)[number];

export interface TransactionContext {
  stateToken: string;
  stateTokenHash: string;
  transaction: TransactionRow;
  user: UserRow;
}

/** Starts a transaction; the raw state token goes to the caller and only its hash is stored. */
export async function startTransaction(
  db: Database,
  user: UserRow,
  status: SignInStatus,
  now: Date,
): Promise<TransactionContext> {
  const stateToken = newOpaqueToken();
  const stateTokenHash = hashOpaqueToken(stateToken);
  const transaction = await insertTransaction(db, {
    stateTokenHash,
    userId: user.id,
    status,
    expiresAt: new Date(now.getTime() + STATE_TOKEN_TTL_MINUTES * 60_000),
  });
  return { stateToken, stateTokenHash, transaction, user };
}

/** The open transaction of a state token; unknown, expired, cancelled or finished ones are a 401. */
export async function loadTransaction(db: Database, stateToken: string, now: Date): Promise<TransactionContext> {
  const stateTokenHash = hashOpaqueToken(stateToken);
  const transaction = await findOpenTransaction(db, stateTokenHash, now);
  const user = transaction ? await findActiveUserById(db, transaction.userId) : null;
  if (!transaction || !user) throw authnError("INVALID_STATE_TOKEN");
  return { stateToken, stateTokenHash, transaction, user };
}

/** A user locked meanwhile (by failures elsewhere) gets LOCKED_OUT here too, and the transaction ends. */
export async function lockedOutcomeIfLocked(
  db: Database,
  context: TransactionContext,
  now: Date,
): Promise<AuthnOutcome | null> {
  const { lockedUntil } = context.user;
  if (!lockedUntil || !isLockedOut(lockedUntil, now)) return null;
  await closeTransaction(db, context.stateTokenHash, now, "LOCKED_OUT");
  return lockedOut(lockedUntil);
}

export function requireStatus(context: TransactionContext, ...allowed: SignInStatus[]): void {
  if (!allowed.includes(context.transaction.status as SignInStatus)) throw authnError("INVALID_TRANSACTION_STATE");
}
