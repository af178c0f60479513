/**
 * Layout of the client hub: the hub bar for the client in the URL, the user banner ("You're viewing {client} as ..."),
 * the Jira banner and the "Push to QPS" overlay for carrier staff, and the "Need Help?" footer with the client's
 * implementation consultant.
 * An archived or unknown client redirects to not-found (spec §2), for staff too: the hub is outside the internal area.
 */
import { Stack } from "@mantine/core";
import { userBannerFor } from "@onboard/domain/navigation/user-banner";
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { isStaffRole } from "@onboard/domain/users/roles";
import { Navigate, useParams } from "react-router";
import { type ConsultantStatus, SupportFooter } from "../../components/support-footer/support-footer";
import { UserBanner } from "../../components/user-banner/user-banner";
import { ChatSlot } from "../../features/chat/chat-slot";
import { StaffPushOverlay } from "../../features/qps/components/staff-push-overlay";
import { JiraBanner } from "../../features/service-status/components/jira-banner";
import { isApiError } from "../../lib/api-error";
import { useClient } from "../../lib/client-detail";
import { useSupportContact } from "../../lib/configuration/use-support-contact";
import { useSession } from "../../lib/signed-in-user";
import { useLocalizedPath } from "../../lib/use-language";
import { LayoutShell } from "./layout-shell";
import { HubNavigation } from "./nav/hub-navigation";

export function HubLayout() {
  const { clientId } = useParams();
  // Every hub path carries :clientId; without it the page cannot know whose hub it is.
  if (!clientId) throw new Error(missingParamMessage("clientId"));
  return <ClientHubLayout clientId={clientId} />;
}

function ClientHubLayout({ clientId }: { clientId: string }) {
  const { data: user } = useSession();
  const client = useClient(clientId);
  const support = useSupportContact();
  const localizedPath = useLocalizedPath();

  const isGone = client.data?.isArchived === true || (isApiError(client.error) && client.error.status === 404);
  if (isGone) return <Navigate to={localizedPath("notFound")} replace />;

  const isStaff = user ? isStaffRole(user.role) : false;
  const banner = user && client.data ? userBannerFor(user.role, user.clients.length) : null;
  const consultantStatus: ConsultantStatus = client.isPending ? "loading" : client.isError ? "error" : "success";
  // The client's users chat with the department the hub shows (decision 030), about this hub's client. Carrier staff
  // are the agents: they answer from the chat console, and a visitor's socket of theirs would only muddle that.
  const chatContext = { type: "hub", clientId } as const;
  const chat = (placement: "footer" | "panel") =>
    user && !isStaff ? <ChatSlot context={chatContext} placement={placement} supportEmail={support.email} /> : null;
  return (
    <LayoutShell
      navigation={<HubNavigation clientId={clientId} userName={user?.name ?? null} />}
      banner={
        <Stack gap={0}>
          {banner && client.data && (
            <UserBanner
              banner={banner}
              clientName={client.data.name}
              allClientsPath={localizedPath(banner.allClientsRoute)}
              manageClientPath={localizedPath("clientManage", { clientId })}
            />
          )}
          <JiraBanner enabled={isStaff} />
        </Stack>
      }
      overlay={isStaff && <StaffPushOverlay />}
      supportFooter={
        <SupportFooter
          support={support}
          consultant={client.data?.implementationConsultant ?? null}
          consultantStatus={consultantStatus}
          isOnboardingLive={client.data?.releaseStatus === "LIVE"}
          chat={chat("footer")}
        />
      }
      supportChat={chat("panel")}
    />
  );
}
