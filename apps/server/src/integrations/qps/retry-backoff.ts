/** The waits between attempts at QPS: doubling, with jitter, and cut short by the caller's abort. */

/**
 * The wait before retry number `retry` (1 for the first retry): `firstMs`, then twice that, and so on, each up to 20%
 * longer at random so that clients failed by the same outage do not all come back in the same millisecond.
 */
export function backoffDelayMs(firstMs: number, retry: number, random: () => number = Math.random): number {
  const base = firstMs * 2 ** (retry - 1);
  return Math.round(base * (1 + 0.2 * random()));
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts (at once if it already has). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
