/** The embedded provider's account lookup: the subject is users.user_id; claims are e-mail, name and role. */
import { and, eq, isNull } from "drizzle-orm";
import type { FindAccount } from "oidc-provider";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";

export function findAccountIn(db: Database): FindAccount {
  return async (_ctx, sub) => {
    const [user] = await db
      .select({ email: users.email, name: users.name, role: users.role })
      .from(users)
      .where(and(eq(users.userId, sub), isNull(users.deletedAt)))
      .limit(1);
    if (!user) return undefined;
    return {
      accountId: sub,
      claims: () => ({ sub, email: user.email, email_verified: true, name: user.name, role: user.role }),
    };
  };
}
