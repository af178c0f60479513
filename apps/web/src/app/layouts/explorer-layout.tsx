/**
 * Layout of the public benefits explorer: brand bar and navigation, demo banner, the enroll-through-HR note, custom
 * branding (CSS variables on the root), the non-carrier legal footer and the print view. The page is read only on
 * routes with :explorerPageId (the index has none), without suspending: the bar fills in when the page arrives and
 * the page's own boundary handles errors (404 included). On the internal preview routes a staff banner comes first.
 */
import { Stack } from "@mantine/core";
import { publicSiteFeatures } from "@onboard/domain/explorer/public-site-features";
import { SupportFooter } from "../../components/support-footer/support-footer";
import { ChatSlot } from "../../features/chat/chat-slot";
import { useOptionalExplorerPage } from "../../features/explorer/hooks/use-explorer-page";
import { useExplorerSource } from "../../features/explorer/hooks/use-explorer-source";
import { useSupportContact } from "../../lib/configuration/use-support-contact";
import { DemoBanner, EnrollNote } from "./explorer/demo-banner";
import { brandingVariables } from "./explorer/explorer-branding";
import classes from "./explorer/explorer-layout.module.css";
import { ExplorerLegalFooter } from "./explorer/explorer-legal-footer";
import { ExplorerNavigation } from "./explorer/explorer-navigation";
import { PreviewBanner } from "./explorer/preview-banner";
import { LayoutShell } from "./layout-shell";

export function ExplorerLayout() {
  const page = useOptionalExplorerPage();
  const source = useExplorerSource();
  const preview = source?.kind === "preview" ? source : null;
  const support = useSupportContact();
  const { outboundLinks } = publicSiteFeatures(page);
  // A site's pages offer chat when its department is online (the index, without a site, does not); a kiosk never.
  const chatContext = page && outboundLinks ? ({ type: "explorer", explorerPageId: page.id } as const) : null;
  const chat = (placement: "footer" | "panel") =>
    chatContext && <ChatSlot context={chatContext} placement={placement} supportEmail={support.email} />;
  return (
    <div className={classes.root} style={brandingVariables(page?.branding)}>
      <LayoutShell
        navigation={<ExplorerNavigation page={page} isPreview={preview !== null} />}
        banner={
          <Stack gap={0}>
            {preview && (
              <PreviewBanner clientId={preview.clientId} explorerPageId={preview.explorerPageId} page={page} />
            )}
            {page && <DemoBanner page={page} />}
            <EnrollNote />
          </Stack>
        }
        // "Need Help?" with the client's implementation consultant once the page is in; a kiosk's footer has no link
        // that would take the shared screen off the site (decision 029).
        supportFooter={
          <SupportFooter
            support={support}
            withLinks={outboundLinks}
            chat={chat("footer")}
            {...(page && {
              consultant: page.support.implementationConsultant,
              consultantStatus: "success" as const,
              isOnboardingLive: page.support.isOnboardingLive,
            })}
          />
        }
        legalFooter={<ExplorerLegalFooter page={page} />}
        withSupportLinks={outboundLinks}
        supportChat={chat("panel")}
      />
    </div>
  );
}
