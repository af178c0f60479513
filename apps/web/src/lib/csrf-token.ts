/** The CSRF token cache: fetched once, shared by concurrent mutations, dropped when the server rejects it. */

let cached: Promise<string> | null = null;

export function getCsrfToken(load: () => Promise<string>): Promise<string> {
  if (!cached) {
    const pending = load();
    cached = pending;
    // A failed fetch must not stick: the next mutation asks again.
    pending.catch(() => {
      if (cached === pending) cached = null;
    });
  }
  return cached;
}

export function clearCsrfToken(): void {
  cached = null;
}
