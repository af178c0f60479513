/**
 * A short-lived, per-process cache of which stored file a public page's document id answers with (its name, type,
 * storage key and SHA-256), for GET /api/explorer-pages/:id/documents/:documentId. Every visitor of a page asks for
 * its logo: kept here as long as the page's answer is (`EXPLORER_PAGE_CACHE_SECONDS`), the request (and its 304)
 * needs no database; a page dropped from the page answer cache is dropped here too. Refusals (404) are not kept.
 */
import type { PublicPageDocument } from "./download-page-document";

interface Entry {
  file: PublicPageDocument;
  expiresAt: number;
}

/** Caps memory: a few hundred pages' logos and plan summaries, a few hundred bytes each. */
const MAX_ENTRIES = 5000;

export class PageDocumentCache {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  async load(key: string, now: number, find: () => Promise<PublicPageDocument>): Promise<PublicPageDocument> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > now) return entry.file;
    if (entry) this.#entries.delete(key);
    const file = await find();
    if (this.ttlMs > 0) {
      // Maps iterate in insertion order: drop the oldest.
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value ?? "");
      this.#entries.set(key, { file, expiresAt: now + this.ttlMs });
    }
    return file;
  }

  /** Forgets every document of one page, whichever id or slug it was asked by. */
  invalidatePage(pageId: string): void {
    for (const [key, entry] of this.#entries) if (entry.file.pageId === pageId) this.#entries.delete(key);
  }
}

export function pageDocumentKey(idOrSlug: string, documentId: string): string {
  return `${idOrSlug.trim().toLowerCase()}\u0000${documentId.toLowerCase()}`;
}
