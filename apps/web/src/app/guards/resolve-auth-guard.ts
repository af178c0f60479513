/** The redirect rules per auth mode (onboarding spec §6), as a pure decision the guard component applies. */
import type { Language } from "@onboard/domain/common/environments";
import { buildPath } from "@onboard/domain/routes/build-path";
import { matchRoute } from "@onboard/domain/routes/match-route";
import type { AuthMode, RouteAccess } from "@onboard/domain/routes/registry";
import type { CanAccess } from "./route-access";
import { safeRedirectPath } from "./safe-redirect";

export type GuardDecision = { kind: "render" } | { kind: "redirect"; to: string };

export interface GuardInput {
  auth: AuthMode;
  access?: RouteAccess;
  isAuthenticated: boolean;
  /** Whether the signed-in user has accepted the terms of use (user.termsOfUseDate is set). */
  hasAcceptedTerms: boolean;
  pathname: string;
  search: string;
  language: Language;
  /** Permission check for route.access; omitted until abilities exist. */
  canAccess?: CanAccess;
}

const RENDER: GuardDecision = { kind: "render" };

/** Where a signed-in user goes instead: the redirect parameter when it is safe, else the index. */
function redirectParamOrIndex(search: string, language: Language): string {
  const requested = safeRedirectPath(new URLSearchParams(search).get("redirect"));
  return requested ?? buildPath("index", undefined, undefined, { language });
}

/** Required routes: sign in first, then accept the terms of use (only the terms page is open before), then access. */
function resolveRequired(input: GuardInput): GuardDecision {
  const { isAuthenticated, hasAcceptedTerms, pathname, search, language } = input;
  const returnPath = `${pathname}${search}`;
  if (!isAuthenticated) {
    return { kind: "redirect", to: buildPath("login", undefined, { redirect: returnPath }, { language }) };
  }
  if (!hasAcceptedTerms && matchRoute(pathname)?.name !== "termsOfUse") {
    return { kind: "redirect", to: buildPath("termsOfUse", undefined, { redirect: returnPath }, { language }) };
  }
  if (input.access && input.canAccess && !input.canAccess(input.access)) {
    return { kind: "redirect", to: redirectParamOrIndex(search, language) };
  }
  return RENDER;
}

export function resolveAuthGuard(input: GuardInput): GuardDecision {
  switch (input.auth) {
    case "required":
      return resolveRequired(input);
    case "not_allowed":
      return input.isAuthenticated
        ? { kind: "redirect", to: redirectParamOrIndex(input.search, input.language) }
        : RENDER;
    case "optional":
    case "outside_signer":
      return RENDER;
  }
}

/** Explorer, optional and outside-signer routes render without asking who is signed in. */
export function needsSession(auth: AuthMode): boolean {
  return auth === "required" || auth === "not_allowed";
}
