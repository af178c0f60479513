/** Users rows → the user-administration API shapes. */
import type { UserDetail, UserListItem } from "@onboard/domain/users/user-admin-schemas";
import type { UserRow } from "./repository";

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

export function presentUserListItem(user: UserRow, clientCount: number): UserListItem {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    companyName: user.companyName ?? null,
    phoneNumber: user.phoneNumber ?? null,
    // A user is activated once they have chosen a password through their activation link.
    isActivated: user.passwordSetAt !== null,
    lastLoginAt: iso(user.lastLoginAt),
    clientCount,
  };
}

export function presentUserDetail(user: UserRow, clientIds: string[]): UserDetail {
  return {
    ...presentUserListItem(user, clientIds.length),
    createdAt: user.createdAt.toISOString(),
    welcomeEmailSentAt: iso(user.welcomeEmailSentAt),
    termsOfUseAt: iso(user.termsOfUseAt),
    firstLoginAt: iso(user.firstLoginAt),
    passwordSetAt: iso(user.passwordSetAt),
    clientIds,
  };
}

/** The fields an audit entry keeps of a user (no hashes, no counters). */
export function auditedUser(user: UserRow, clientIds?: string[]): Record<string, unknown> {
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    phoneNumber: user.phoneNumber,
    companyName: user.companyName,
    ...(clientIds && { clientIds }),
  };
}
