/** What every view type's layout shares: skip link, header, <main>, page error boundary, footers, support panel. */
import { Box } from "@mantine/core";
import { ROUTES } from "@onboard/domain/routes/registry";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { EmailSentToast } from "../../components/email-sent-toast/email-sent-toast";
import { ErrorBoundary } from "../../components/error-boundary";
import { LegalFooter } from "../../components/legal-footer/legal-footer";
import { PageLoader } from "../../components/page-loader";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/skip-link/skip-link";
import { SupportFooter } from "../../components/support-footer/support-footer";
import { SupportPanel } from "../../components/support-panel/support-panel";
import { useConfiguration } from "../../lib/configuration/get-configuration";
import { useSupportContact } from "../../lib/configuration/use-support-contact";
import { reportError } from "../../lib/error-reporting";
import { PageErrorContent } from "../error-boundaries/page-error-content";
import { useCurrentRouteName } from "../router/route-handle";

/** Loaded only on pages that require sign-in, so the public explorer never carries it. */
const SessionExpiryWarning = lazy(() =>
  import("../../features/auth/components/session-expiry-warning").then((module) => ({
    default: module.SessionExpiryWarning,
  })),
);

export interface LayoutShellProps {
  /** The view type's navigation bar. */
  navigation: ReactNode;
  /** Banners under the navigation bar (e.g. the Jira outage banner). */
  banner?: ReactNode;
  /** Replaces the default "Need Help?" footer (the hub passes its consultant). */
  supportFooter?: ReactNode;
  /** Replaces the carrier's legal footer (non-carrier explorer pages have their own brand and links). */
  legalFooter?: ReactNode;
  /** A floating panel outside <main> that outlives the pages (the staff layouts' "Push to QPS" overlay). */
  overlay?: ReactNode;
  /** False on a kiosk: the support panel offers no link off the site (decision 029). */
  withSupportLinks?: boolean;
  /** The support panel's chat entry (pages with a chat context: the explorer's sites, the hub); none offers no chat. */
  supportChat?: ReactNode;
}

export function LayoutShell({
  navigation,
  banner,
  supportFooter,
  legalFooter,
  overlay,
  withSupportLinks = true,
  supportChat,
}: LayoutShellProps) {
  const configuration = useConfiguration();
  const support = useSupportContact();
  const { pathname } = useLocation();
  const routeName = useCurrentRouteName();
  // Pages that require sign-in warn before the session ends (a signed-out visitor is on the way to login anyway).
  const isSignInRequired = routeName !== null && ROUTES[routeName].auth === "required";
  // Retrying must also reset failed suspense queries, or they would throw again at once.
  const { reset: resetQueries } = useQueryErrorResetBoundary();
  return (
    // The bottom padding keeps the floating support toggle from covering the legal links.
    <Box mih="100vh" pb="4.5rem" style={{ display: "flex", flexDirection: "column" }}>
      <SkipLink />
      <Box component="header" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
        {navigation}
        {banner}
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1 }}>
        <ErrorBoundary
          resetKey={pathname}
          onError={(error) => reportError(error)}
          fallback={({ error, reset }) => (
            <PageErrorContent
              error={error}
              onRetry={() => {
                resetQueries();
                reset();
              }}
            />
          )}
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Box component="footer">
        {supportFooter ?? <SupportFooter support={support} />}
        {legalFooter ?? <LegalFooter brandName={configuration.brand.name} links={configuration.legalLinks} />}
      </Box>
      {overlay}
      <SupportPanel
        support={support}
        audience={routeName ? ROUTES[routeName].domain : "onboarding"}
        withLinks={withSupportLinks}
        chat={supportChat}
      />
      {isSignInRequired && <EmailSentToast />}
      {isSignInRequired && (
        <Suspense fallback={null}>
          <SessionExpiryWarning />
        </Suspense>
      )}
    </Box>
  );
}
