/**
 * The outside signer's token (decision 021): it arrives in the e-mailed link's `?token=`; the page keeps it for the
 * tab (sessionStorage, per client) and takes it out of the address bar (a replace navigation: history.replaceState),
 * so that copying the address or sharing a screenshot does not pass it on. Every outside-signer call sends it.
 */
import { outsideSignerTokenKey } from "@onboard/domain/common/storage-keys";
import { OUTSIDE_SIGNER_TOKEN_PARAM } from "@onboard/domain/outside-signer/token-policy";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the link's token (if any) for the tab; the tab's token for the client, or null. */
export function keepSignerToken(clientId: string, fromLink: string | null): string | null {
  if (fromLink) {
    storage()?.setItem(outsideSignerTokenKey(clientId), fromLink);
    return fromLink;
  }
  return storage()?.getItem(outsideSignerTokenKey(clientId)) ?? null;
}

/** The signer's token for this tab, taken from the address bar (and stripped from it) on arrival. */
export function useSignerToken(clientId: string): string | null {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => keepSignerToken(clientId, params.get(OUTSIDE_SIGNER_TOKEN_PARAM)));
  const inAddress = params.has(OUTSIDE_SIGNER_TOKEN_PARAM);
  useEffect(() => {
    if (!inAddress) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OUTSIDE_SIGNER_TOKEN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [inAddress, setParams]);
  return token;
}
