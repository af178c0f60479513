/** The words for a failed login callback: our own for a lost or forged attempt, the provider's when it gave some. */
import type { TFunction } from "i18next";
import { isApiError } from "../../lib/api-client";
import { SignInCallbackError } from "./pkce";

export function callbackFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof SignInCallbackError) {
    if (error.reason === "noAttempt") return t("auth:callback.noAttempt");
    if (error.reason === "stateMismatch") return t("auth:callback.stateMismatch");
    return error.detail ?? t("auth:callback.failed");
  }
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return t("auth:callback.failed");
}
