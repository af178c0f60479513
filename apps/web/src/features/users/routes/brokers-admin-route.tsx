/** The screen of /brokers/admin (brokers). */
import { UserListPage } from "../components/user-list-page";

export function BrokersAdminRoute() {
  return <UserListPage kind="broker" />;
}
