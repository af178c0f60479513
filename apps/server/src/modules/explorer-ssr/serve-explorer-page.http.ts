/**
 * GET (and HEAD) of a public explorer route on either host, server-rendered: the route's page from the page API's
 * answer (cached), rendered once per page version, language, path and compared plans, then served from the rendered
 * pages' cache with an ETag (304 when the browser holds it), a public Cache-Control and brotli or gzip as accepted.
 * An unknown site renders the not-found page with status 404. Answers false when the path is not an explorer route
 * (or the web app was built without the explorer's render), so the caller serves the web app instead.
 */

import { DEFAULT_LANGUAGE } from "@onboard/domain/common/environments";
import type { AppConfiguration } from "@onboard/domain/configuration/app-configuration";
import type { ExplorerBootState } from "@onboard/domain/explorer/explorer-boot-state";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { buildPath } from "@onboard/domain/routes/build-path";
import {
  buildExplorerHostPath,
  type ExplorerHostMatch,
  matchPublicExplorerPath,
} from "@onboard/domain/routes/explorer-host";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { ifNoneMatchHits, PUBLIC_CACHE_CONTROL } from "../../http/http-cache";
import { chooseEncoding, encodedBody, loadPageAnswer, type PageAnswer, type PageAnswerCache } from "../explorer-pages";
import { explorerDocument } from "./explorer-document";
import type { RenderBundle } from "./render-bundle";
import { type RenderedPage, type RenderedPageCache, renderedPageKey } from "./rendered-page-cache";

export interface ExplorerPageServerDeps {
  db: Database;
  pageCache: PageAnswerCache;
  renderedPages: RenderedPageCache;
  configuration: AppConfiguration;
  bundle: () => Promise<RenderBundle | null>;
}

const COMPARE_PARAM = "compare";

async function pageAnswerOf(deps: ExplorerPageServerDeps, idOrSlug: string): Promise<PageAnswer | null> {
  try {
    return await loadPageAnswer(deps.db, deps.pageCache, { idOrSlug, demoEnrollmentStatus: "pre", now: new Date() });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

export async function serveExplorerPage(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ExplorerPageServerDeps,
): Promise<boolean> {
  const [pathname = "/", search = ""] = request.url.split("?", 2);
  const route = matchPublicExplorerPath(pathname, request.isExplorerHost);
  if (!route) return false;
  const bundle = await deps.bundle();
  if (!bundle) return false;

  const pageId = route.params.explorerPageId ?? null;
  const answer = pageId ? await pageAnswerOf(deps, pageId) : null;
  const compare = route.name === "benefitsExplorer" ? new URLSearchParams(search).get(COMPARE_PARAM) : null;
  const version = pageId ? (answer?.etag ?? "not-found") : "index";
  const key = renderedPageKey({ isExplorerHost: request.isExplorerHost, pathname, compare, version });

  let rendered = deps.renderedPages.get(key);
  if (!rendered) {
    const state: ExplorerBootState = {
      route: { name: route.name, params: { ...route.params } as Record<string, string>, language: route.language },
      url:
        compare === null
          ? pathname
          : `${pathname}?${COMPARE_PARAM}=${encodeURIComponent(compare).replace(/%2C/g, ",")}`,
      isExplorerHost: request.isExplorerHost,
      page: answer ? (JSON.parse(answer.body) as ExplorerPageResponse) : null,
      pageNotFound: pageId !== null && answer === null,
      configuration: deps.configuration,
      strings: {},
    };
    let render: Awaited<ReturnType<RenderBundle["render"]>>;
    try {
      render = await bundle.render(state);
    } catch (error) {
      // The web app still shows the page (rendered in the browser): a broken render must not take the site down.
      request.log.error({ err: error }, "explorer page render failed; serving the web app instead");
      return false;
    }
    const body = explorerDocument({
      state,
      render,
      assets: bundle.assets(render.routeModule),
      fallbackTitle: deps.configuration.brand.name,
    });
    rendered = deps.renderedPages.remember(
      key,
      { pageId: answer?.pageId ?? "", body, statusCode: state.pageNotFound ? 404 : 200 },
      // Made-up addresses (unknown sites, plans the page does not have) are rendered each time, never kept: they
      // must not push the real pages out of the cache.
      {
        keep:
          !state.pageNotFound &&
          comparesOnlyPagePlans(compare, state.page) &&
          isCanonicalAddress(pathname, route, request.isExplorerHost, state.page),
      },
    );
  }
  await sendRenderedPage(request, reply, rendered);
  return true;
}

/**
 * Whether the path is the one the app itself links to for this route (the page by its id or slug, as stored, with or
 * without the /en prefix): other spellings (case, slashes, escapes) are served, but not kept.
 */
export function isCanonicalAddress(
  pathname: string,
  route: ExplorerHostMatch,
  isExplorerHost: boolean,
  page: ExplorerPageResponse | null,
): boolean {
  const id = route.params.explorerPageId;
  if (id !== undefined && id !== page?.id && id !== page?.vanitySlug) return false;
  const options = { language: route.language };
  const canonical = isExplorerHost
    ? buildExplorerHostPath(route.name, route.params, options)
    : buildPath(route.name, route.params, undefined, options);
  return pathname === canonical || pathname === `/${DEFAULT_LANGUAGE}${canonical === "/" ? "" : canonical}`;
}

/** Whether every id of a ?compare= value is a plan of the page (true without one). */
export function comparesOnlyPagePlans(compare: string | null, page: ExplorerPageResponse | null): boolean {
  if (compare === null) return true;
  const planIds = new Set(page?.benefits.flatMap((group) => group.plans.map((plan) => plan.id)) ?? []);
  return compare.split(",").every((id) => planIds.has(id.trim()));
}

async function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage): Promise<void> {
  // A site that is not found yet may be published any minute: its 404 is not kept by shared caches.
  const cacheControl = page.statusCode === 200 ? PUBLIC_CACHE_CONTROL : "no-cache";
  reply.header("etag", page.etag).header("cache-control", cacheControl).header("vary", "Accept-Encoding");
  if (page.statusCode === 200 && ifNoneMatchHits(request.headers["if-none-match"], page.etag)) {
    await reply.code(304).send();
    return;
  }
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  await reply.code(page.statusCode).type("text/html; charset=utf-8").send(encodedBody(page, encoding));
}
