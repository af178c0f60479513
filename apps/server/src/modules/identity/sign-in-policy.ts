/**
 * The provider's interaction policy: the default one, plus a rule that an authorization request carrying a
 * `session_token` (a fresh sign-in on the portal's login page) always goes through the login interaction,
 * whatever browser session the provider still holds.
 */
import { interactionPolicy } from "oidc-provider";

export const SESSION_TOKEN_PARAM = "session_token";

export function signInPolicy(): interactionPolicy.Prompt[] {
  const policy = interactionPolicy.base();
  const login = policy.get("login");
  if (!login) throw new Error("oidc-provider's base policy has no login prompt");
  login.checks.add(
    new interactionPolicy.Check("session_token", "a portal sign-in has to be completed", (ctx) =>
      ctx.oidc.params?.[SESSION_TOKEN_PARAM] && !ctx.oidc.result?.login
        ? interactionPolicy.Check.REQUEST_PROMPT
        : interactionPolicy.Check.NO_NEED_TO_PROMPT,
    ),
  );
  return policy;
}
