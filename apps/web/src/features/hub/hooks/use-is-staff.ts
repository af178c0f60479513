/** Whether the signed-in user is carrier staff (lib/signed-in-user.ts). */
import { isStaffRole } from "@onboard/domain/users/roles";
import { useSignedInRole } from "../../../lib/signed-in-user";

export function useIsStaff(): boolean {
  const role = useSignedInRole();
  return role ? isStaffRole(role) : false;
}
