/** The screen of /ben-admins/admin/:userId/manage (one ben admin). */
import { UserManagePage } from "../components/user-manage-page";

export function BenAdminManageRoute() {
  return <UserManagePage kind="ben-admin" />;
}
