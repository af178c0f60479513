/**
 * Analytics (issue 19): tracked events wait in a queue and go to the server in batches: when 20 are queued, 10 s
 * after the first unsent one, and by beacon when the page is hidden. A batch that fails (network, 429, 5xx) is put
 * back for the next try; the queue keeps the newest 200. Kept tiny: it is in the explorer's first-load JavaScript.
 */
import { ANALYTICS_BATCH_MAX, ANALYTICS_EVENTS_PATH } from "@onboard/domain/tracking/analytics-limits";

export interface AnalyticsEvent {
  name: string;
  /** The path the event happened on, never its query string (tracking parameters are stripped). */
  page: string;
  properties: Record<string, string>;
  at: number;
}

export const SEND_AT_COUNT = 20;
export const SEND_AFTER_MS = 10_000;
export const QUEUE_MAX = 200;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
/** Bumped by reset(): a batch sent before it is not put back after it. */
let generation = 0;

function putBack(batch: AnalyticsEvent[], sentIn: number): void {
  if (sentIn !== generation) return;
  // In time order (batches fail in any order), so that the oldest are the ones dropped.
  queue = batch
    .concat(queue)
    .sort((a, b) => a.at - b.at)
    .slice(-QUEUE_MAX);
  timer ??= setTimeout(flush, SEND_AFTER_MS);
}

/** Sends every queued event now, by fetch, or by beacon when the page is going away. */
function flush(beacon?: boolean): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length) {
    const batch = queue.splice(0, ANALYTICS_BATCH_MAX);
    const body = JSON.stringify({ events: batch });
    const sentIn = generation;
    // Both go as text/plain (a string body), which needs no preflight and which the server reads as JSON.
    if (beacon) {
      // Refused (too much data queued for the browser): keep it all, and stop trying now.
      if (!navigator.sendBeacon(ANALYTICS_EVENTS_PATH, body)) {
        putBack(batch, sentIn);
        return;
      }
    } else
      fetch(ANALYTICS_EVENTS_PATH, { method: "POST", body, keepalive: true }).then(
        (r) => (r.status > 499 || r.status === 429) && putBack(batch, sentIn),
        () => putBack(batch, sentIn),
      );
  }
}

export function track(name: string, properties: Record<string, string> = {}): void {
  queue.push({ name, page: location.pathname.slice(0, 512), properties, at: Date.now() });
  if (queue.length > QUEUE_MAX) queue.shift();
  if (queue.length >= SEND_AT_COUNT) flush();
  else timer ??= setTimeout(flush, SEND_AFTER_MS);
}

export function getQueuedEvents(): readonly AnalyticsEvent[] {
  return queue.slice();
}

/** Forgets everything recorded, sent or not; called at logout so the next user starts clean. */
export function reset(): void {
  clearTimeout(timer);
  timer = undefined;
  generation++;
  queue = [];
}

if (typeof document !== "undefined") {
  addEventListener("pagehide", () => flush(true));
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush(true));
}
