/**
 * A short-lived, per-process cache of the public page answer (its JSON text, ETag and compressed copies), keyed by
 * the id or slug as asked and the demo status. The page API is the explorer's one data call and every employee of a
 * group hits the same page, so most requests are answered without the database, the schema check or compression.
 * The answer already tells shared caches `max-age=60`; keeping it here for a few seconds is well within that.
 * Staff edits made through this process drop the page at once (`invalidatePage`).
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { strongEtag } from "../../http/http-cache";

export interface PageAnswer {
  pageId: string;
  body: string;
  etag: string;
  /** Made on first demand, then kept with the answer. */
  brotli?: Buffer;
  gzip?: Buffer;
}

interface Entry {
  answer: PageAnswer;
  expiresAt: number;
}

/** Caps memory: a few hundred pages' answers at ~50 kB each. */
const MAX_ENTRIES = 500;

export class PageAnswerCache {
  readonly #entries = new Map<string, Entry>();
  readonly #invalidationListeners: ((pageId: string) => void)[] = [];

  /** How long an answer is kept (0: not at all); the page documents' cache keeps its entries as long. */
  constructor(readonly ttlMs: number) {}

  get isEnabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now: number): PageAnswer | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      this.#entries.delete(key);
      return null;
    }
    return entry.answer;
  }

  /** Builds the answer for a serialised page and keeps it (when enabled). */
  remember(key: string, pageId: string, body: string, now: number): PageAnswer {
    const answer: PageAnswer = { pageId, body, etag: strongEtag(body) };
    if (!this.isEnabled) return answer;
    if (this.#entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { answer, expiresAt: now + this.ttlMs });
    return answer;
  }

  /** Forgets every cached answer of one page, whichever id, slug or status it was asked by. */
  invalidatePage(pageId: string): void {
    for (const [key, entry] of this.#entries) if (entry.answer.pageId === pageId) this.#entries.delete(key);
    for (const listener of this.#invalidationListeners) listener(pageId);
  }

  /** Called with the page's id whenever a page is dropped (the rendered pages' cache drops its HTML too). */
  onInvalidate(listener: (pageId: string) => void): void {
    this.#invalidationListeners.push(listener);
  }
}

export function pageAnswerKey(idOrSlug: string, demoEnrollmentStatus: string): string {
  return `${idOrSlug.trim().toLowerCase()}\u0000${demoEnrollmentStatus}`;
}

export type ContentEncoding = "br" | "gzip" | "identity";

/** The best encoding the caller accepts (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

export function encodedBody(answer: PageAnswer, encoding: ContentEncoding): string | Buffer {
  if (encoding === "br") {
    answer.brotli ??= brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return answer.brotli;
  }
  if (encoding === "gzip") {
    answer.gzip ??= gzipSync(answer.body, { level: 6 });
    return answer.gzip;
  }
  return answer.body;
}
