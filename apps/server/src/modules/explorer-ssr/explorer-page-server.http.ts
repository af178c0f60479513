/** Wires the server-rendered explorer pages for static-web: caches, the render bundle (loaded on first use) and the handler. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../../config";
import { buildConfiguration } from "../configuration";
import { loadRenderBundle, type RenderBundle } from "./render-bundle";
import { RenderedPageCache } from "./rendered-page-cache";
import { serveExplorerPage } from "./serve-explorer-page.http";

export type ExplorerPageServer = (request: FastifyRequest, reply: FastifyReply, distDir: string) => Promise<boolean>;

/** Serves the public explorer routes rendered on the server, from the web build in `distDir` (static-web's). */
export function createExplorerPageServer(app: FastifyInstance, config: AppConfig): ExplorerPageServer {
  const renderedPages = new RenderedPageCache();
  app.explorerPageCache.onInvalidate((pageId) => renderedPages.invalidatePage(pageId));
  let loading: Promise<RenderBundle | null> | null = null;
  let distDir = "";
  const deps = {
    db: app.db,
    pageCache: app.explorerPageCache,
    renderedPages,
    configuration: buildConfiguration(config),
    bundle: () => {
      loading ??= loadRenderBundle(distDir);
      return loading;
    },
  };
  return (request, reply, webDistDir) => {
    distDir = webDistDir;
    return serveExplorerPage(request, reply, deps);
  };
}
