/** The screen of /brokers/admin/:userId/manage (one broker). */
import { UserManagePage } from "../components/user-manage-page";

export function BrokerManageRoute() {
  return <UserManagePage kind="broker" />;
}
