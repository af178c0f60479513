/** POST /api/authn/cancel: ends a sign-in transaction when the user goes back to the sign-in form. */
import { useMutation } from "@tanstack/react-query";
import { postAuthn } from "./authn-request";

export function cancelTransaction(stateToken: string): Promise<null> {
  return postAuthn<null>("/api/authn/cancel", { stateToken });
}

export function useCancelTransaction() {
  // Best effort: the transaction also expires on its own, so a failure is not shown.
  return useMutation({ mutationFn: cancelTransaction, retry: false });
}
