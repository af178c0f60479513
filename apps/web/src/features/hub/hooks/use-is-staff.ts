/**
 * Whether the signed-in user is carrier staff. The session belongs to another feature, so this reads the session
 * guard's cached answer by its key rather than importing it; the guard has always loaded it before a hub page renders.
 */
import { type CarrierRole, isStaffRole } from "@onboard/domain/users/roles";
import { useQueryClient } from "@tanstack/react-query";
import { SESSION_QUERY_KEY } from "../../../lib/session-query-key";

export function useIsStaff(): boolean {
  const user = useQueryClient().getQueryData<{ role: CarrierRole } | null>(SESSION_QUERY_KEY);
  return user ? isStaffRole(user.role) : false;
}
