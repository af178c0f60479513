/// <reference types="node" />
/**
 * A Vite build plugin that writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the build, so that
 * the server (@fastify/static with `preCompressed`) sends compressed files without compressing on each request.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** Below this, the compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

export async function precompressDirectory(directory: string): Promise<number> {
  const files = (await filesUnder(directory)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 1;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "onboard:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
