/**
 * Mounts the embedded OpenID provider under /oidc as an encapsulated plugin. oidc-provider parses its own request
 * bodies, so this context has no content-type parsers: the raw stream reaches `provider.callback()`. The login
 * interaction (/oidc/interaction/:uid) is ours; every other /oidc/* request is the provider's.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type Provider from "oidc-provider";
import type { Database } from "../db/client";
import { completeSignInInteraction, type IdentitySettings, OIDC_MOUNT_PATH } from "../modules/identity/index";

export interface OidcPluginOptions {
  db: Database;
  provider: Provider;
  settings: IdentitySettings;
  publicOrigin: string;
}

export const oidcPlugin: FastifyPluginAsync<OidcPluginOptions> = async (
  app,
  { db, provider, settings, publicOrigin },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  const origin = new URL(publicOrigin);
  const callback = provider.callback();

  /** The provider always sees the public origin, so the URLs it builds match its issuer whatever Host said. */
  function asPublicOrigin(request: FastifyRequest): void {
    request.raw.headers["x-forwarded-host"] = origin.host;
    request.raw.headers["x-forwarded-proto"] = origin.protocol.slice(0, -1);
  }

  app.get<{ Params: { uid: string } }>(`${OIDC_MOUNT_PATH}/interaction/:uid`, async (request, reply) => {
    asPublicOrigin(request);
    reply.header("cache-control", "no-store");
    const outcome = await completeSignInInteraction(
      { db, provider, settings },
      request.params.uid,
      request.raw,
      reply.raw,
      new Date(),
    );
    return reply.redirect("finishedAt" in outcome ? outcome.finishedAt : outcome.loginAt, 303);
  });

  app.all(`${OIDC_MOUNT_PATH}/*`, async (request: FastifyRequest, reply: FastifyReply) => {
    asPublicOrigin(request);
    // The headers the root context set (security headers, rate-limit counters) still apply to hijacked replies.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url?.slice(OIDC_MOUNT_PATH.length) || "/";
    reply.hijack();
    await callback(raw, reply.raw);
  });
};
