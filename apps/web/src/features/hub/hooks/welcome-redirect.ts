/**
 * Home sends a client user to /welcome while the welcome flow is not completed, but only until the welcome has been
 * shown in this visit of the app: someone who leaves it through the navigation then reaches home instead of bouncing.
 */
const shown = new Set<string>();

export function markWelcomeShown(clientId: string): void {
  shown.add(clientId);
}

export function hasWelcomeBeenShown(clientId: string): boolean {
  return shown.has(clientId);
}

/** For tests: forget what was shown. */
export function resetWelcomeShown(): void {
  shown.clear();
}
