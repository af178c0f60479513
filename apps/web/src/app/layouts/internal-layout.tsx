/**
 * Layout of the internal view type: the internal bar and, for carrier staff, the Jira outage banner and the "Push to
 * QPS" overlay.
 */
import { ROUTES } from "@onboard/domain/routes/registry";
import { isStaffRole } from "@onboard/domain/users/roles";
import { StaffPushOverlay } from "../../features/qps/components/staff-push-overlay";
import { JiraBanner } from "../../features/service-status/components/jira-banner";
import { useSession } from "../../lib/signed-in-user";
import { useCanAccess } from "../guards/route-access";
import { LayoutShell } from "./layout-shell";
import { InternalNavigation } from "./nav/internal-navigation";

export function InternalLayout() {
  const { data: user } = useSession();
  const canAccess = useCanAccess();
  const isStaff = user ? isStaffRole(user.role) : false;
  return (
    <LayoutShell
      navigation={<InternalNavigation canManageInternalUsers={canAccess(ROUTES.internalUsers.access)} />}
      banner={<JiraBanner enabled={isStaff} />}
      overlay={isStaff && <StaffPushOverlay />}
    />
  );
}
