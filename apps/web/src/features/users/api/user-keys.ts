/** Query keys of the users feature: every key starts with "users", so that one invalidation refreshes them all. */
import type { UserClientsQuery, UserKind, UserListQuery } from "@onboard/domain/users/user-admin-schemas";

export const userKeys = {
  all: ["users"] as const,
  lists: (kind: UserKind) => ["users", kind, "list"] as const,
  list: (kind: UserKind, query: UserListQuery) => ["users", kind, "list", query] as const,
  detail: (kind: UserKind, userId: string) => ["users", kind, "detail", userId] as const,
  clients: (userId: string, query?: UserClientsQuery) =>
    query ? (["users", "clients", userId, query] as const) : (["users", "clients", userId] as const),
};

/** The API path of a list: /api/users/internal, /api/users/broker or /api/users/ben-admin. */
export function kindPath(kind: UserKind, userId?: string): string {
  return userId ? `/api/users/${kind}/${encodeURIComponent(userId)}` : `/api/users/${kind}`;
}
