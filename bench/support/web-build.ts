/**
 * A production build of the web app for the explorer benchmarks: built into a temporary directory (with Vite's
 * manifest) so that apps/web/dist, which other runs serve, is left alone; or, with --no-build, apps/web/dist as is.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

export const REPOSITORY_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const DEFAULT_DIST = path.join(REPOSITORY_ROOT, "apps/web/dist");

export interface WebBuild {
  distDir: string;
  /** Milliseconds the build took (0 when an existing build is reused). */
  buildMs: number;
  cleanup: () => Promise<void>;
}

export async function prepareWebBuild(options: { build: boolean }): Promise<WebBuild> {
  if (!options.build) {
    if (!existsSync(path.join(DEFAULT_DIST, "index.html"))) {
      throw new Error(`No build in ${DEFAULT_DIST}: run \`npm run build\` or drop --no-build.`);
    }
    return { distDir: DEFAULT_DIST, buildMs: 0, cleanup: async () => undefined };
  }
  const distDir = await mkdtemp(path.join(tmpdir(), "onboard-bench-web-"));
  const started = performance.now();
  // The app's own build script and vite.config.ts; only the output directory and the manifest are added.
  await promisify(execFile)(
    "npm",
    ["run", "build", "-w", "@onboard/web", "--", "--outDir", distDir, "--emptyOutDir", "--manifest"],
    { cwd: REPOSITORY_ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  return {
    distDir,
    buildMs: performance.now() - started,
    cleanup: () => rm(distDir, { recursive: true, force: true }),
  };
}
