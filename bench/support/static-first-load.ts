/**
 * First loads worked out from the build alone. The explorer's (server-rendered, its own browser entry): the entry of
 * the explorer manifest (.vite/explorer-manifest.json), its CSS and every chunk it imports statically. The portal's:
 * index.html's entry, its CSS and every chunk they import statically, plus the explorer layout and page-route chunks
 * with their static imports, following Vite's manifest when the build has one, otherwise index.html and the static
 * import statements of each chunk.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Modules whose chunks the explorer page route needs to render (besides the entry's). */
const EXPLORER_ROUTE_MODULES = ["explorer-layout", "explorer-page-route"];

export interface StaticFirstLoad {
  source: "manifest" | "imports";
  /** Files (relative to the build directory, e.g. assets/index-abc.js) the entry loads. */
  entryFiles: Set<string>;
  /** Further files the explorer layout and page route load. */
  routeFiles: Set<string>;
}

export function readManifest(distDir: string, name = "manifest.json"): Manifest | null {
  const file = path.join(distDir, ".vite", name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : null;
}

export const EXPLORER_MANIFEST_NAME = "explorer-manifest.json";

export interface ExplorerStaticLoad {
  /** The entry's script, e.g. assets/x-entry-abc.js */
  entry: string;
  /** The entry and every chunk it imports statically (followed recursively). */
  scripts: Set<string>;
  /** Their stylesheets. */
  styles: Set<string>;
}

/** The explorer's first load from its manifest: the chunk marked isEntry and its `imports`, recursively. */
export function explorerStaticLoad(distDir: string): ExplorerStaticLoad | null {
  const manifest = readManifest(distDir, EXPLORER_MANIFEST_NAME);
  if (!manifest) return null;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entry) return null;
  const files = manifestClosure(manifest, [entryKey]);
  const scripts = new Set([...files].filter((file) => file.endsWith(".js")));
  const styles = new Set([...files].filter((file) => file.endsWith(".css")));
  return { entry: entry.file, scripts, styles };
}

function manifestClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const STATIC_IMPORT =
  /(?:\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?|\bexport\s*(?:\*|\{[^}]*\})\s*from\s*)["']([^"']+)["']/g;

function importClosure(distDir: string, startFiles: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || !existsSync(path.join(distDir, file))) return;
    files.add(file);
    if (!file.endsWith(".js")) return;
    const code = readFileSync(path.join(distDir, file), "utf8");
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const specifier = match[1];
      if (specifier?.startsWith(".")) visit(path.posix.join(path.posix.dirname(file), specifier));
    }
  };
  for (const file of startFiles) visit(file);
  return files;
}

/** Scripts, module preloads and stylesheets that index.html names. */
function htmlAssets(distDir: string): string[] {
  const html = readFileSync(path.join(distDir, "index.html"), "utf8");
  const found: string[] = [];
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/([^"]+\.(?:js|css))"/g)) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

export function staticFirstLoad(distDir: string): StaticFirstLoad {
  const manifest = readManifest(distDir);
  if (manifest) {
    const entryFiles = manifestClosure(manifest, ["index.html"]);
    // index.html also links CSS that the manifest files under the chunk that owns it; keep what the HTML names.
    for (const file of htmlAssets(distDir)) entryFiles.add(file);
    const routeKeys = Object.keys(manifest).filter((key) =>
      EXPLORER_ROUTE_MODULES.some((name) => manifest[key]?.src?.endsWith(`/${name}.tsx`)),
    );
    const routeFiles = manifestClosure(manifest, routeKeys);
    for (const file of entryFiles) routeFiles.delete(file);
    return { source: "manifest", entryFiles, routeFiles };
  }
  const assets = readdirAssets(distDir);
  const entryFiles = withOwnCss(importClosure(distDir, htmlAssets(distDir)), assets);
  const routeStarts = assets.filter((file) =>
    EXPLORER_ROUTE_MODULES.some((name) => new RegExp(`^assets/${name}-[\\w-]+\\.js$`).test(file)),
  );
  const routeFiles = withOwnCss(importClosure(distDir, routeStarts), assets);
  for (const file of entryFiles) routeFiles.delete(file);
  return { source: "imports", entryFiles, routeFiles };
}

/**
 * A chunk's CSS is not imported by a statement (Vite's preload helper fetches it with the chunk), but it shares the
 * chunk's name: assets/<name>-<8-character hash>.css beside assets/<name>-<hash>.js.
 */
function withOwnCss(files: Set<string>, assets: string[]): Set<string> {
  for (const file of [...files]) {
    const name = file.match(/^(assets\/.+)-[\w-]{8}\.js$/)?.[1];
    if (!name) continue;
    for (const css of assets.filter(
      (asset) => asset.startsWith(`${name}-`) && /^-[\w-]{8}\.css$/.test(asset.slice(name.length)),
    )) {
      files.add(css);
    }
  }
  return files;
}

function readdirAssets(distDir: string): string[] {
  return readdirSync(path.join(distDir, "assets")).map((name) => `assets/${name}`);
}

/**
 * Chunks that hold only translations (src/locales/<language>/<namespace>.json, loaded on demand by i18next):
 * named by the manifest; without one, a chunk named after a namespace whose code is a lone default-exported object
 * (JSON chunks have no useful source map).
 */
export function localeChunkFiles(distDir: string, localesDir: string): Set<string> {
  // The portal's manifest (only in a bench build) and the explorer's: each names its own translation chunks.
  const manifests = [readManifest(distDir), readManifest(distDir, EXPLORER_MANIFEST_NAME)].filter(
    (m): m is Manifest => m !== null,
  );
  if (manifests.length > 0) {
    return new Set(
      manifests.flatMap((manifest) =>
        Object.values(manifest)
          .filter((chunk) => chunk.src && /(^|\/)src\/locales\/[^/]+\/[^/]+\.json$/.test(chunk.src))
          .map((chunk) => chunk.file),
      ),
    );
  }
  const namespaces = readdirSync(localesDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length));
  const files = new Set<string>();
  for (const file of readdirAssets(distDir)) {
    const named = namespaces.some((ns) => new RegExp(`^assets/${ns}-[\\w-]+\\.js$`).test(file));
    if (!named) continue;
    const code = readFileSync(path.join(distDir, file), "utf8");
    if (/^var \w+=\{[\s\S]*\};export\{\w+ as default\};/.test(code)) files.add(file);
  }
  return files;
}
