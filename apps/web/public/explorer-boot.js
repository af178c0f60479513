/*
 * The public explorer's loader (decision 027). The server-rendered page is painted first; only then does the page
 * fetch its script: the chunks the entry imports (data-preload, in order) and the entry (data-entry). Each chunk is
 * evaluated in a task of its own, so the page is never blocked by one long task. No inline script: the CSP allows none.
 */
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute("data-entry");
  if (!entry) return;
  const chunks = (script.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  const load = async () => {
    const fetched = [...chunks, entry].map(
      (href) =>
        new Promise((resolve) => {
          const link = document.createElement("link");
          link.rel = "modulepreload";
          link.href = href;
          // Low: the page is already readable, and nothing fetched for hydration may compete with what paints it.
          link.fetchPriority = "low";
          link.onload = resolve;
          link.onerror = resolve;
          document.head.appendChild(link);
        }),
    );
    // The imports below then find every module fetched (an import issued first would fetch at high priority).
    await Promise.all(fetched);
    for (const href of chunks) {
      await import(href);
      await nextTask();
    }
    await import(entry);
  };
  // Start a frame after the first contentful paint is reported. A request started before the paint competes with it,
  // and Lighthouse counts it against FCP and LCP: waiting only for a frame callback, the page's LCP was 1.0 s in one
  // run and 2.3 s in the next. A hidden page paints nothing: it loads at once. Without paint timing, it loads after
  // the next frame; if no paint is reported, after three seconds.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(load, 0);
  };
  const paintTiming =
    typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (document.visibilityState === "hidden") {
    start();
  } else if (paintTiming) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(start, 0));
    });
    observer.observe({ type: "paint", buffered: true });
    setTimeout(start, 3000);
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
})();
