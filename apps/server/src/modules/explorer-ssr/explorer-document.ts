/**
 * The whole HTML document of a server-rendered explorer page: the rendered body, its title, the light client's
 * entry with its chunks preloaded and its styles, the page API's data and the strings it used embedded as JSON
 * (for hydration), and the logo preloaded when it is the largest thing above the fold.
 */
import {
  EXPLORER_BOOT_STATE_ID,
  type ExplorerBootState,
  serializeBootState,
} from "@onboard/domain/explorer/explorer-boot-state";
import type { ExplorerAssets, ExplorerRender } from "./render-bundle";

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
    `<script type="module" src="${assets.entry}"></script>`,
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
  ].join("");
  const embedded = serializeBootState({ ...state, strings: render.strings });
  return (
    `<!doctype html><html lang="${state.route.language}" data-mantine-color-scheme="light"><head>${head}</head>` +
    `<body><div id="root">${render.html}</div>` +
    `<script type="application/json" id="${EXPLORER_BOOT_STATE_ID}">${embedded}</script></body></html>`
  );
}
