/** The shared error handler for failures nobody shows on screen (e.g. a failed feature-flag load). */
import { isApiError } from "./api-error";
import { reportError } from "./error-reporting";

/** Redirected (401, maintenance) and user-caused (other 4xx) failures are not the app's bugs. */
export function handleBackgroundError(error: unknown): void {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return;
  reportError(error, "warning");
}
