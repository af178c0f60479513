/**
 * The public explorer's own builds (decision 027), after the portal's (vite.config.ts):
 * - the browser entry (src/explorer-client/entry-client.tsx) into dist/ beside the portal, with its manifest at
 *   dist/.vite/explorer-manifest.json, which the server reads to link the entry, its chunks and its styles;
 * - with --ssr, the server render (src/explorer-client/entry-server.tsx) into dist-ssr/, never served.
 * Both resolve react-i18next, react-router and TanStack Query to the light runtime, and `x.light.ts` over `x.ts`.
 */
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { LIGHT_RUNTIME_ALIASES, lightVariants } from "./build/light-runtime";
import { precompress } from "./build/precompress";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), lightVariants(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: { alias: LIGHT_RUNTIME_ALIASES },
  // The server render is self-contained and always React's production build, whatever NODE_ENV the server runs with.
  ssr: { noExternal: true },
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  publicDir: isSsrBuild ? false : "public",
  build: isSsrBuild
    ? {
        outDir: "dist-ssr",
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: {
          input: "src/explorer-client/entry-server.tsx",
          output: {
            entryFileNames: "explorer-render.js",
          },
        },
      }
    : {
        outDir: "dist",
        emptyOutDir: false,
        sourcemap: true,
        manifest: ".vite/explorer-manifest.json",
        rolldownOptions: {
          input: "src/explorer-client/entry-client.tsx",
          treeshake: {
            moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
            manualPureFunctions: ["z"],
          },
          output: {
            // React's runtime in a chunk of its own: the loader evaluates it in a task before the app's (two shorter
            // tasks instead of one long one while the page is already shown).
            codeSplitting: {
              groups: [
                { name: "x-react-runtime", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                // What the entry and the lazy chunks share, in two chunks: the light runtimes and the language, and
                // Mantine's core. Left alone, rolldown split them into six small chunks whenever a lazy chunk (the
                // chat's, the prepaid location's) imported one of them, each split costing its glue and gzip's shared
                // context (issue 19: 120.8 kB → 119.7 kB of first-load JavaScript). Two, not one: the loader evaluates
                // each chunk in a task of its own, and one chunk of both made a longer task (Lighthouse TBT 58-154 ms
                // against 24-37 ms).
                {
                  name: "x-shared",
                  test: /web[\\/]src[\\/](lib[\\/](i18n\.light|use-language|format-date-time)|routes[\\/]explorer-host|explorer-client[\\/]runtime[\\/]react-(router|i18next))/,
                },
                {
                  name: "x-mantine-core",
                  test: /@mantine[\\/]core[\\/]esm[\\/](core[\\/]|components[\\/](Loader|UnstyledButton)[\\/])|clsx/,
                },
              ],
            },
            entryFileNames: "assets/x-entry-[hash].js",
            chunkFileNames: "assets/x-[name]-[hash].js",
            assetFileNames: "assets/x-[name]-[hash][extname]",
          },
        },
      },
}));
