/**
 * The whole HTML document of a server-rendered explorer page: the rendered body, its title, its styles, the loader
 * of the light client (which fetches the entry and its chunks once the page is painted), and the page API's data and
 * the strings the render used, embedded as JSON for hydration.
 */
import {
  EXPLORER_BOOT_STATE_ID,
  type ExplorerBootState,
  serializeBootState,
} from "@onboard/domain/explorer/explorer-boot-state";
import type { ExplorerAssets, ExplorerRender } from "./render-bundle";

/** The public explorer's loader script, at the web app's root (apps/web/public). */
export const EXPLORER_LOADER = "/explorer-boot.js";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function explorerDocument(input: {
  state: ExplorerBootState;
  render: ExplorerRender;
  assets: ExplorerAssets;
  fallbackTitle: string;
}): string {
  const { state, render, assets } = input;
  const title = escapeHtml(render.title ?? input.fallbackTitle);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
    '<meta name="color-scheme" content="light">',
    `<title>${title}</title>`,
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    // The loader fetches the entry and its chunks once the page is painted (apps/web/public/explorer-boot.js).
    `<script defer src="${EXPLORER_LOADER}" data-entry="${assets.entry}" data-preload="${assets.preloads.join(" ")}"></script>`,
  ].join("");
  const embedded = serializeBootState({ ...state, strings: render.strings });
  return (
    `<!doctype html><html lang="${state.route.language}" data-mantine-color-scheme="light"><head>${head}</head>` +
    `<body><div id="root">${render.html}</div>` +
    `<script type="application/json" id="${EXPLORER_BOOT_STATE_ID}">${embedded}</script></body></html>`
  );
}
