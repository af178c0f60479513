/**
 * Serves the built web app from apps/web/dist, with an SPA fallback for every non-API GET. A page rendered on the
 * server (`renderPage`: the public explorer's routes, modules/explorer-ssr) is tried first; when it declines, an
 * explorer page route gets the SPA with the preload hint of its API call (explorer-preload.ts). Pages and files are
 * counted by the app's rate limit when it has one (the explorer's pages apart, decision 031).
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFoundBody } from "./error-mapping";
import { explorerPageIdOfPath, preloadLinkHeader, withPreloadLink } from "./explorer-preload";

export const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../../web/dist", import.meta.url));

export interface StaticWebOptions {
  distDir?: string;
  /** Serves a page rendered on the server (the public explorer's routes), or answers false to leave it to the SPA. */
  renderPage?: (request: FastifyRequest, reply: FastifyReply, distDir: string) => Promise<boolean>;
}

export async function registerStaticWeb(app: FastifyInstance, options: StaticWebOptions): Promise<void> {
  const distDir = path.resolve(options.distDir ?? DEFAULT_WEB_DIST);
  const indexPath = path.join(distDir, "index.html");
  const hasBuild = existsSync(indexPath);
  let indexHtml: string | null = null;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/build/precompress.ts); each visitor gets the best it accepts.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  // Not-found answers (the explorer's server-rendered pages among them) reach no route's rate-limit hook: count them
  // here, in the app's limiter (plugins/rate-limit.ts), which sorts explorer pages into their own counter.
  const countRequest = app.hasDecorator("rateLimit") ? app.rateLimit() : undefined;
  app.setNotFoundHandler({ preHandler: countRequest }, async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    // A missing asset (e.g. a chunk of an older build) is a 404, never the app's HTML in its place.
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !pathname.startsWith("/api/") &&
      !pathname.startsWith("/assets/");
    if (!wantsPage) return reply.status(404).send(notFoundBody());
    if (!hasBuild) {
      return reply
        .status(request.explorerHostNotFound ? 404 : 503)
        .type("text/plain")
        .send("The web app is not built. Run `npm run build` (npm start does this for you).");
    }
    if (!request.explorerHostNotFound && options.renderPage && (await options.renderPage(request, reply, distDir))) {
      return reply;
    }
    indexHtml ??= await readFile(indexPath, "utf8");
    const explorerPageId = request.explorerHostNotFound ? null : explorerPageIdOfPath(pathname, request.isExplorerHost);
    if (explorerPageId) reply.header("link", preloadLinkHeader(explorerPageId));
    return reply
      .status(request.explorerHostNotFound ? 404 : 200)
      .header("cache-control", "no-cache")
      .type("text/html")
      .send(explorerPageId ? withPreloadLink(indexHtml, explorerPageId) : indexHtml);
  });
}
