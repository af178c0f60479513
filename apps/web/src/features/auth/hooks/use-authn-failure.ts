/**
 * The failure of a step's last transaction call. A stale transaction sends the flow back to the form, a rejected
 * factor ends it; anything else stays on the step to be corrected.
 */
import { type Dispatch, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AuthnFailure, authnFailure, isRejectedFactor, isStaleTransaction } from "../authn-errors";
import type { LoginEvent } from "../login-machine";

export function useAuthnFailure(dispatch: Dispatch<LoginEvent>) {
  const { t } = useTranslation(["auth", "errors"]);
  const [failure, setFailure] = useState<AuthnFailure | null>(null);
  const onError = useCallback(
    (error: unknown) => {
      const next = authnFailure(error, t);
      if (isStaleTransaction(next)) dispatch({ type: "transactionExpired" });
      else if (isRejectedFactor(next)) dispatch({ type: "factorRejected" });
      else setFailure(next);
    },
    [dispatch, t],
  );
  const clearFailure = useCallback(() => setFailure(null), []);
  return { failure, onError, clearFailure };
}
