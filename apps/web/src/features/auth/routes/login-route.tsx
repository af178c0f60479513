/** /login: the sign-in flow, one step at a time (onboarding spec §2 and §4); accepts ?redirect=. */

import { buildPath } from "@onboard/domain/routes/build-path";
import { useReducer } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { safeRedirectPath } from "../../../app/guards/safe-redirect";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLanguage } from "../../../lib/use-language";
import { useCancelTransaction } from "../api/cancel-transaction";
import { AuthCard } from "../components/auth-card";
import { LoginStepView } from "../components/login-step-view";
import { initialLoginState, loginReducer, stateTokenOf, stepKey } from "../login-machine";
import { rememberedUsername } from "../remember-me";

export function LoginRoute() {
  const { t } = useTranslation("routes");
  usePageTitle(t("login"));
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const [state, dispatch] = useReducer(loginReducer, undefined, () => initialLoginState(rememberedUsername() ?? ""));
  const cancel = useCancelTransaction();
  const returnTo =
    safeRedirectPath(searchParams.get("redirect")) ?? buildPath("index", undefined, undefined, { language });

  function backToSignIn() {
    const stateToken = stateTokenOf(state.step);
    if (stateToken) cancel.mutate(stateToken);
    dispatch({ type: "restarted" });
  }

  return (
    <AuthCard>
      <LoginStepView
        key={stepKey(state.step)}
        state={state}
        dispatch={dispatch}
        onBack={backToSignIn}
        returnTo={returnTo}
      />
    </AuthCard>
  );
}
