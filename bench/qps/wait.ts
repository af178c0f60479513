/** Waiting on conditions, never on fixed sleeps, with a message that says what did not happen in time. */

/** The promise's value, or an error naming `what()` (read at the deadline, so it can report progress). */
export async function within<T>(promise: Promise<T>, ms: number, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${(ms / 1000).toFixed(0)} s: ${what()}`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Asks `check` every `everyMs` until it answers true; fails after `ms` with `what()`. */
export async function until(check: () => Promise<boolean>, ms: number, what: () => string, everyMs = 100) {
  const deadline = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out after ${(ms / 1000).toFixed(0)} s: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
