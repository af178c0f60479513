/**
 * Vitest set-up for jsdom: browser APIs Mantine needs, and after each test the DOM cleaned up and every module-level
 * store back to what a newly loaded page has: most test files share their worker's modules and window
 * (vitest.config.ts), so nothing one file leaves may reach the next.
 */
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { resetFavouritesStore } from "../features/explorer/hooks/favourites-store";
import { resetPushOverlayStore } from "../features/qps/hooks/push-overlay-store";
import { reset as resetAnalytics } from "../lib/analytics";
import { configureApiClient } from "../lib/api-client";
import { clearCsrfToken } from "../lib/csrf-token";
import { dismissEmailSentNotice } from "../lib/email-sent-notice";
import { resetErrorReporting } from "../lib/error-reporting";
import { resetLiveSocket } from "../lib/live-socket";
import { setNavigate } from "../lib/navigation";

// findBy*/waitFor wait up to 15 s rather than 1 s: on a loaded 2-core CI machine a whole page (lazy route, i18n,
// several fetches) can take longer than a second to settle, and a slow pass must not read as a failure.
configure({ asyncUtilTimeout: 15_000 });

if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!("ResizeObserver" in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, "ResizeObserver", { writable: true, value: ResizeObserverStub });
}

// jsdom logs "Not implemented" for scrolling; the router restores scroll positions on navigation.
window.scrollTo = () => {};

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCsrfToken();
  resetErrorReporting();
  dismissEmailSentNotice();
  setNavigate(null);
  configureApiClient({ supportEmail: null });
  resetFavouritesStore();
  resetPushOverlayStore();
  resetLiveSocket();
  resetAnalytics();
});
