/** What GET /api/configuration returns: everything the web app needs to boot. */
import { z } from "zod";
import { ENVIRONMENTS } from "../common/environments";

export const brandSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  primaryColor: z.string(),
  contrastColor: z.string(),
  logoUrl: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const appConfigurationSchema = z.object({
  environment: z.enum(ENVIRONMENTS),
  brand: brandSchema,
  support: z.object({
    email: z.email(),
    phone: z.string(),
    chatUrl: z.string().nullable(),
  }),
  helpCenterUrl: z.string(),
  legalLinks: z.object({
    legal: z.string(),
    privacy: z.string(),
    security: z.string(),
    fraud: z.string(),
  }),
  explorerOrigin: z.string().nullable(),
  publicOrigin: z.string(),
  errorReporting: z.object({ tunnel: z.string(), traceSampleRate: z.number() }),
  /** Sign-in: the OIDC issuer (the embedded provider under /oidc, or an outside one) and the web app's client. */
  identity: z.object({
    issuer: z.string(),
    clientId: z.string(),
    redirectUri: z.string(),
    scope: z.string(),
    /** The resource indicator (RFC 8707) of the portal API; its access tokens carry it as their audience. */
    resource: z.string(),
  }),
  version: z.string(),
});
export type AppConfiguration = z.infer<typeof appConfigurationSchema>;
