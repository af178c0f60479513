/**
 * A production build of the web app for the explorer benchmarks: the same three Vite builds as the app's build script
 * (the portal, the explorer's browser entry with its manifest, the explorer's server render), built into a temporary
 * directory under node_modules/.cache (dist/ and dist-ssr/ side by side, as the server expects them) so that
 * apps/web/dist, which other runs serve, is left alone; or, with --no-build, apps/web/dist as is.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

export const REPOSITORY_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const WEB_DIR = path.join(REPOSITORY_ROOT, "apps/web");
const DEFAULT_DIST = path.join(WEB_DIR, "dist");
const VITE = path.join(REPOSITORY_ROOT, "node_modules/vite/bin/vite.js");

/** Where the browser build keeps the explorer's manifest (vite.explorer.config.ts). */
export const EXPLORER_MANIFEST = ".vite/explorer-manifest.json";

export interface WebBuild {
  distDir: string;
  /** Milliseconds the build took (0 when an existing build is reused). */
  buildMs: number;
  cleanup: () => Promise<void>;
}

export async function prepareWebBuild(options: { build: boolean }): Promise<WebBuild> {
  if (!options.build) {
    for (const file of ["index.html", EXPLORER_MANIFEST, "../dist-ssr/explorer-render.js"]) {
      if (!existsSync(path.join(DEFAULT_DIST, file))) {
        throw new Error(`No ${file} in ${DEFAULT_DIST}: run \`npm run build -w @onboard/web\` or drop --no-build.`);
      }
    }
    return { distDir: DEFAULT_DIST, buildMs: 0, cleanup: async () => undefined };
  }
  // Inside the repository's node_modules (its cache folder), not the system's temporary directory: the server render
  // imports react, @mantine/core and the like by name, which Node resolves from the file's own place upwards.
  const cacheDir = path.join(REPOSITORY_ROOT, "node_modules/.cache");
  await mkdir(cacheDir, { recursive: true });
  const root = await mkdtemp(path.join(cacheDir, "onboard-bench-web-"));
  const distDir = path.join(root, "dist");
  const ssrDir = path.join(root, "dist-ssr");
  const started = performance.now();
  // The app's own configs (the build script's three steps); only the output directories and the portal's manifest
  // are added. Run one after the other: the explorer's browser build writes beside the portal's.
  const vite = (args: string[]) =>
    promisify(execFile)(process.execPath, [VITE, "build", ...args], { cwd: WEB_DIR, maxBuffer: 64 * 1024 * 1024 });
  await vite(["--outDir", distDir, "--emptyOutDir", "--manifest"]);
  await vite(["-c", "vite.explorer.config.ts", "--outDir", distDir]);
  await vite(["-c", "vite.explorer.config.ts", "--ssr", "--outDir", ssrDir, "--emptyOutDir"]);
  return {
    distDir,
    buildMs: performance.now() - started,
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}
