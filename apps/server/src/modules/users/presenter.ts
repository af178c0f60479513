/** DB rows → the AuthenticatedUser API shape; the clients' names with the escaped less-than sign restored (spec §5). */
import { restoreLessThan } from "@onboard/domain/common/text-handling";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import type { users } from "../../db/schema/index";

/** The user's columns the signed-in user shows (the session's query reads only these). */
type UserRow = Pick<
  typeof users.$inferSelect,
  "id" | "userId" | "name" | "email" | "phoneNumber" | "role" | "termsOfUseAt"
>;

export function presentAuthenticatedUser(
  user: UserRow,
  links: { id: string; name: string; completedSetupAt: Date | null }[],
): AuthenticatedUser {
  return {
    id: user.id,
    userId: user.userId,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber ?? null,
    role: user.role,
    termsOfUseDate: user.termsOfUseAt?.toISOString() ?? null,
    clientIds: links.map((l) => l.id),
    clients: links.map((l) => ({
      id: l.id,
      name: restoreLessThan(l.name),
      completedSetupAt: l.completedSetupAt?.toISOString() ?? null,
    })),
  };
}
