/** Reloads the page once when a lazy chunk fails to preload (usually a deploy replaced the old files). */

const RELOADED_AT_KEY = "onboard:preload-reload-at";
/** A second failure within this window means a reload did not help: let the error boundary show it. */
const LOOP_GUARD_MS = 60_000;

function readReloadedAt(): number | null {
  try {
    const value = window.sessionStorage.getItem(RELOADED_AT_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/** True when the page was reloaded; false when the loop guard stopped it. */
export function reloadOnce(now: number = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  const reloadedAt = readReloadedAt();
  if (reloadedAt !== null && now - reloadedAt < LOOP_GUARD_MS) return false;
  try {
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Storage may be unavailable (private mode); reloading once is still better than a dead page.
  }
  reload();
  return true;
}

export function installPreloadReload(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnce()) event.preventDefault();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  return () => window.removeEventListener("vite:preloadError", onPreloadError);
}
