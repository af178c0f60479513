/** POST /api/authn/cancel: ends the transaction so that its state token works no more. Always succeeds. */
import type { Database } from "../../db/client";
import { hashOpaqueToken } from "./opaque-token";
import { closeTransaction } from "./repository";

export async function cancelTransaction(db: Database, stateToken: string, now: Date): Promise<void> {
  // An unknown or finished token is not an error: "Back to sign in" must always work.
  await closeTransaction(db, hashOpaqueToken(stateToken), now);
}
