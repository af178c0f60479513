/** DB rows → the AuthenticatedUser API shape. */
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
      name: l.name,
      completedSetupAt: l.completedSetupAt?.toISOString() ?? null,
    })),
  };
}
