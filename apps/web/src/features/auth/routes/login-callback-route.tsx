/**
 * /login/callback: the provider returns here with ?code&state. Check the state, exchange the code, create the
 * server session, record the sign-in, refresh the user, then go where the user was headed.
 */
import { Anchor, Container, Paper } from "@mantine/core";
import { buildPath } from "@onboard/domain/routes/build-path";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { safeRedirectPath } from "../../../app/guards/safe-redirect";
import { PageLoader } from "../../../components/page-loader";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { reportError } from "../../../lib/error-reporting";
import { refreshSession } from "../../../lib/signed-in-user";
import { useLanguage } from "../../../lib/use-language";
import { createSession } from "../api/create-session";
import { useIdentityConfiguration } from "../api/identity-configuration";
import { markLoggedIn } from "../api/mark-logged-in";
import { callbackFailureMessage } from "../callback-errors";
import { ErrorAlert } from "../components/error-alert";
import { StepFrame } from "../components/step-frame";
import { finishSignIn, peekSignInAttempt, SignInCallbackError } from "../pkce";

export function LoginCallbackRoute() {
  const { t } = useTranslation(["auth", "routes"]);
  usePageTitle(t("routes:loginCallback"));
  const identity = useIdentityConfiguration();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; a code is exchanged once.
    if (hasStarted.current) return;
    // The provider returns to the bare callback path: continue in the language the user signed in with.
    const attempt = peekSignInAttempt();
    if (attempt && attempt.language !== language) {
      navigate(`${buildPath("loginCallback", undefined, undefined, { language: attempt.language })}${search}`, {
        replace: true,
      });
      return;
    }
    hasStarted.current = true;

    async function complete(): Promise<string> {
      if (!identity) throw new SignInCallbackError("provider");
      const callbackUrl = new URL(`${pathname}${search}`, window.location.origin);
      const { accessToken, refreshToken, returnTo } = await finishSignIn(identity, callbackUrl);
      await createSession(refreshToken ? { accessToken, refreshToken } : { accessToken });
      // The session exists either way; a missed sign-in record is reported, not shown.
      await markLoggedIn().catch((error: unknown) => reportError(error, "warning"));
      await refreshSession(queryClient);
      return safeRedirectPath(returnTo) ?? buildPath("index", undefined, undefined, { language });
    }

    complete()
      .then((target) => navigate(target, { replace: true }))
      .catch((error: unknown) => setFailure(callbackFailureMessage(error, t)));
  }, [identity, language, pathname, search, navigate, queryClient, t]);

  return (
    <Container size={480} py="xl">
      <Paper withBorder radius="md" p="lg">
        {failure ? (
          <StepFrame title={t("auth:callback.failedTitle")} focusHeading>
            <ErrorAlert message={failure} />
            <Anchor component={Link} to={buildPath("login", undefined, undefined, { language })}>
              {t("auth:backToSignIn")}
            </Anchor>
          </StepFrame>
        ) : (
          <StepFrame title={t("auth:redirect.title")} focusHeading={false}>
            <PageLoader />
          </StepFrame>
        )}
      </Paper>
    </Container>
  );
}
