/**
 * /reset and /activate: looks the link's token up, then shows the new-password form, the success state, or the
 * expired-link state (no token, no data, an error, or a link of the other kind: onboarding spec §2).
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader";
import { useAuthToken } from "../api/get-auth-token";
import { PASSWORD_LINK_FLOWS, type PasswordLinkFlow } from "../password-link-flows";
import { AuthCard } from "./auth-card";
import { LinkExpired } from "./link-expired";
import { PasswordSet } from "./password-set";
import { SetPasswordForm } from "./set-password-form";
import { StepFrame } from "./step-frame";

export interface PasswordLinkScreenProps {
  flow: PasswordLinkFlow;
  /** The link's token query parameter; null when the link has none. */
  token: string | null;
}

type Outcome = "done" | "expired" | null;

export function PasswordLinkScreen({ flow, token }: PasswordLinkScreenProps) {
  const { t } = useTranslation("routes");
  const lookup = useAuthToken(token);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const config = PASSWORD_LINK_FLOWS[flow];
  const account = lookup.data;
  const isUsable = account != null && config.tokenTypes.includes(account.type);

  function content() {
    if (outcome === "done") return <PasswordSet flow={flow} />;
    if (token === null || outcome === "expired") return <LinkExpired flow={flow} focusHeading={outcome !== null} />;
    if (lookup.isPending) {
      return (
        <StepFrame key="loading" title={t(config.route)} focusHeading={false}>
          <PageLoader />
        </StepFrame>
      );
    }
    if (!isUsable) return <LinkExpired flow={flow} focusHeading={false} />;
    return (
      <SetPasswordForm
        flow={flow}
        token={token}
        account={account}
        onDone={() => setOutcome("done")}
        onExpired={() => setOutcome("expired")}
      />
    );
  }

  return <AuthCard>{content()}</AuthCard>;
}
