/** The screen of /ben-admins/admin (benefits administrators). */
import { UserListPage } from "../components/user-list-page";

export function BenAdminsAdminRoute() {
  return <UserListPage kind="ben-admin" />;
}
