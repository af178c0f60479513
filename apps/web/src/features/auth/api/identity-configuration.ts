/** The identity provider the web app signs in with: the `identity` part of GET /api/configuration. */
import type { AppConfiguration } from "@onboard/domain/configuration/app-configuration";
import { useConfiguration } from "../../../lib/configuration/get-configuration";

export type IdentityConfiguration = AppConfiguration["identity"];

/** The configuration is not parsed on arrival, so a server without sign-in settings yields null, not a crash. */
export function useIdentityConfiguration(): IdentityConfiguration | null {
  const { identity } = useConfiguration();
  return typeof identity?.issuer === "string" && typeof identity.clientId === "string" ? identity : null;
}
