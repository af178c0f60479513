import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader";
import { useLanguage } from "../../../lib/use-language";
import { useIdentityConfiguration } from "../api/identity-configuration";
import { redirectBrowser } from "../browser-redirect";
import type { LoginState } from "../login-machine";
import { startSignIn } from "../pkce";
import { ErrorAlert } from "./error-alert";
import { StepFrame } from "./step-frame";

export interface SuccessStepProps {
  state: LoginState;
  sessionToken: string;
  /** Where to land after the callback: a checked same-site path. */
  returnTo: string;
  onBack: () => void;
}

export function SuccessStep({ state, sessionToken, returnTo, onBack }: SuccessStepProps) {
  const { t } = useTranslation("auth");
  const identity = useIdentityConfiguration();
  const language = useLanguage();
  const [hasFailed, setHasFailed] = useState(false);
  const hasStarted = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; the session token works once.
    if (hasStarted.current) return;
    hasStarted.current = true;
    if (!identity) {
      setHasFailed(true);
      return;
    }
    startSignIn(identity, sessionToken, returnTo, language)
      .then(redirectBrowser)
      .catch(() => setHasFailed(true));
  }, [identity, sessionToken, returnTo, language]);

  if (hasFailed) {
    return (
      <StepFrame title={t("problem.title")} focusHeading onBack={onBack}>
        <ErrorAlert message={t("redirect.failed")} />
      </StepFrame>
    );
  }
  return (
    <StepFrame title={t("redirect.title")} focusHeading={state.transitions > 0} signingInAs={state.user?.email}>
      <PageLoader />
    </StepFrame>
  );
}
