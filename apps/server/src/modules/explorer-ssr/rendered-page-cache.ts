/**
 * The rendered explorer pages, per host, path (language included), compared plans and page version (the page
 * answer's ETag), with their own ETag and compressed copies made on first demand. A staff change to a page drops
 * its pages at once (PageAnswerCache.onInvalidate); a new version misses anyway, since the version is in the key.
 */
import { strongEtag } from "../../http/http-cache";
import type { PageAnswer } from "../explorer-pages";

export interface RenderedPage extends PageAnswer {
  statusCode: number;
}

/** A few hundred pages at ~30 kB each. */
const MAX_ENTRIES = 500;

export class RenderedPageCache {
  readonly #entries = new Map<string, RenderedPage>();

  get(key: string): RenderedPage | null {
    return this.#entries.get(key) ?? null;
  }

  /** The page with its ETag, kept unless `keep` is false. */
  remember(
    key: string,
    page: { pageId: string; body: string; statusCode: number },
    options: { keep: boolean } = { keep: true },
  ): RenderedPage {
    const rendered: RenderedPage = { ...page, etag: strongEtag(page.body) };
    if (!options.keep) return rendered;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, rendered);
    return rendered;
  }

  invalidatePage(pageId: string): void {
    for (const [key, entry] of this.#entries) if (entry.pageId === pageId) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}

export function renderedPageKey(input: {
  isExplorerHost: boolean;
  pathname: string;
  compare: string | null;
  version: string;
}) {
  return [input.isExplorerHost ? "x" : "m", input.pathname, input.compare ?? "", input.version].join("\u0000");
}
