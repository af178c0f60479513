/** Layout of the client hub: the hub bar for the client in the URL and, for carrier staff, the Jira banner. */
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { isStaffRole } from "@onboard/domain/users/roles";
import { useParams } from "react-router";
import { JiraBanner } from "../../features/service-status/components/jira-banner";
import { useSession } from "../../features/session/api/get-authenticated-user";
import { LayoutShell } from "./layout-shell";
import { HubNavigation } from "./nav/hub-navigation";

export function HubLayout() {
  const { clientId } = useParams();
  const { data: user } = useSession();
  // Every hub path carries :clientId; without it the page cannot know whose hub it is.
  if (!clientId) throw new Error(missingParamMessage("clientId"));
  const isStaff = user ? isStaffRole(user.role) : false;
  return (
    <LayoutShell
      navigation={<HubNavigation clientId={clientId} userName={user?.name ?? null} />}
      banner={<JiraBanner enabled={isStaff} />}
    />
  );
}
