/** Logout: deletes the session the cookie names (expired or not) and revokes its grant at the provider when it is ours. */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema/index";
import { hashSessionToken } from "../users/index";
import type { Identity } from "./create-identity";

export async function endSession(deps: { db: Database; identity: Identity }, token: string | undefined): Promise<void> {
  if (!token) return;
  const [ended] = await deps.db
    .delete(sessions)
    .where(eq(sessions.id, hashSessionToken(token)))
    .returning({ data: sessions.data });
  const grantId = ended?.data.grantId;
  if (typeof grantId === "string") await deps.identity.revokeGrant(grantId);
}
