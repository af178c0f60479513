/** Vitest set-up for jsdom: browser APIs Mantine needs, and DOM cleanup after each test. */
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

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
});
