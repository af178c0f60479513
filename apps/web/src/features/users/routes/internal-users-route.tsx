/** The screen of /users/internal (internal users; SLF_OWNER). */
import { UserListPage } from "../components/user-list-page";

export function InternalUsersRoute() {
  return <UserListPage kind="internal" />;
}
