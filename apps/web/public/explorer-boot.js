/*
 * The public explorer's loader (decision 027). The server-rendered page is painted first; only then does the page
 * fetch its script: the entry and the chunks it imports at once (data-entry, data-preload), so that on a slow network
 * the script does not compete with the page's HTML for the first paint. No inline script: the CSP allows none.
 */
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute("data-entry");
  if (!entry) return;
  const preloads = (script.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  const load = () => {
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
    import(entry);
  };
  requestAnimationFrame(() => setTimeout(load, 0));
})();
