/**
 * The web build's explorer parts, as the server needs them: the server render (apps/web/dist-ssr/explorer-render.js)
 * and, from the browser build's manifest, the entry script, the chunks it imports at once (preloaded) and its
 * styles. Loaded once, on the first explorer page; null when the web app was built without them.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ExplorerBootState } from "@onboard/domain/explorer/explorer-boot-state";

export interface ExplorerRender {
  html: string;
  title: string | null;
  strings: Record<string, unknown>;
  /** The rendered route's screen module, as the manifest names it. */
  routeModule: string;
}

export interface ExplorerAssets {
  entry: string;
  preloads: string[];
  styles: string[];
}

export interface RenderBundle {
  render(state: ExplorerBootState): Promise<ExplorerRender>;
  /** The entry's assets, with the given route screen's chunks and styles added. */
  assets(routeModule: string): ExplorerAssets;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The entry and everything it imports statically, plus the modules given (lazy ones the page needs at once). */
export function assetsFromManifest(manifest: Record<string, ManifestChunk>, alsoLoaded: string[] = []): ExplorerAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("The explorer manifest has no entry");
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of [entryKey, ...alsoLoaded]) visit(key);
  const chunks = [...seen].flatMap((key) => manifest[key] ?? []);
  return {
    entry: `/${manifest[entryKey]?.file}`,
    preloads: chunks.filter((chunk) => !chunk.isEntry).map((chunk) => `/${chunk.file}`),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
}

/** dist/ holds the browser build; the server render is built beside it into dist-ssr/. */
export async function loadRenderBundle(distDir: string): Promise<RenderBundle | null> {
  const manifestPath = path.join(distDir, ".vite", "explorer-manifest.json");
  const rendererPath = path.join(path.dirname(distDir), "dist-ssr", "explorer-render.js");
  if (!existsSync(manifestPath) || !existsSync(rendererPath)) return null;
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const module = (await import(pathToFileURL(rendererPath).href)) as { renderExplorerPage: RenderBundle["render"] };
  const byModule = new Map<string, ExplorerAssets>();
  return {
    render: (state) => module.renderExplorerPage(state),
    assets(routeModule) {
      let assets = byModule.get(routeModule);
      if (!assets) {
        assets = assetsFromManifest(manifest, [routeModule]);
        byModule.set(routeModule, assets);
      }
      return assets;
    },
  };
}
