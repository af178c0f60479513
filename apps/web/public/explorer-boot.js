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
    for (const href of [...chunks, entry]) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
    for (const href of chunks) {
      await import(href);
      await nextTask();
    }
    await import(entry);
  };
  requestAnimationFrame(() => setTimeout(load, 0));
})();
