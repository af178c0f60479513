/** The redirect rules per auth mode (onboarding spec §6), as a pure decision the guard component applies. */
import type { Language } from "@onboard/domain/common/environments";
import { buildPath } from "@onboard/domain/routes/build-path";
import type { AuthMode, RouteAccess } from "@onboard/domain/routes/registry";
import type { CanAccess } from "./route-access";
import { safeRedirectPath } from "./safe-redirect";

export type GuardDecision = { kind: "render" } | { kind: "redirect"; to: string };

export interface GuardInput {
  auth: AuthMode;
  access?: RouteAccess;
  isAuthenticated: boolean;
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

export function resolveAuthGuard(input: GuardInput): GuardDecision {
  const { auth, isAuthenticated, pathname, search, language } = input;
  switch (auth) {
    case "required":
      if (!isAuthenticated) {
        return {
          kind: "redirect",
          to: buildPath("login", undefined, { redirect: `${pathname}${search}` }, { language }),
        };
      }
      if (input.access && input.canAccess && !input.canAccess(input.access)) {
        return { kind: "redirect", to: redirectParamOrIndex(search, language) };
      }
      return RENDER;
    case "not_allowed":
      return isAuthenticated ? { kind: "redirect", to: redirectParamOrIndex(search, language) } : RENDER;
    case "optional":
    case "outside_signer":
      return RENDER;
  }
}

/** Explorer, optional and outside-signer routes render without asking who is signed in. */
export function needsSession(auth: AuthMode): boolean {
  return auth === "required" || auth === "not_allowed";
}
