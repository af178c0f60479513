/** Builds what the web app needs to boot from the server's configuration. */
import { TRACE_SAMPLE_RATE } from "@onboard/domain/common/environments";
import type { AppConfiguration } from "@onboard/domain/configuration/app-configuration";
import type { AppConfig } from "../../config";
import { identitySettings } from "../identity/index";

export function buildConfiguration(config: AppConfig): AppConfiguration {
  const identity = identitySettings(config);
  return {
    environment: config.environment,
    brand: {
      name: config.brandName,
      shortName: config.brandName,
      primaryColor: "#004c6c",
      contrastColor: "#ffffff",
      logoUrl: "/brand-logo.svg",
    },
    support: {
      email: config.supportEmail,
      phone: config.supportPhone,
      chatUrl: config.supportChatUrl,
    },
    helpCenterUrl: config.helpCenterUrl,
    legalLinks: {
      legal: `${config.helpCenterUrl}legal`,
      privacy: `${config.helpCenterUrl}privacy`,
      security: `${config.helpCenterUrl}security`,
      fraud: `${config.helpCenterUrl}fraud`,
    },
    explorerOrigin: config.explorerOrigin,
    publicOrigin: config.publicOrigin,
    errorReporting: { tunnel: "/api/sentry", traceSampleRate: TRACE_SAMPLE_RATE[config.environment] },
    identity: {
      issuer: identity.issuer,
      clientId: identity.clientId,
      redirectUri: identity.redirectUri,
      scope: identity.scope,
      resource: identity.audience,
    },
    version: config.version,
  };
}
