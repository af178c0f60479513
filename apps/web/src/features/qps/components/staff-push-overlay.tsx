/** The overlay as the layouts mount it: for carrier staff only (the only ones who push, and may hold the socket). */
import { useIsCarrierStaff } from "../hooks/use-api-job-events";
import { PushOverlay } from "./push-overlay";

export function StaffPushOverlay() {
  const isStaff = useIsCarrierStaff();
  return isStaff ? <PushOverlay /> : null;
}
