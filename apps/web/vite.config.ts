/** Vite build of the web app: React, the /api proxy in dev and vendor chunks (areas split by route.lazy). */
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";

/** Vendor groups keep long-lived libraries out of the app chunks, so a deploy does not bust them. */
const VENDOR_GROUPS = [
  { name: "vendor-react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: "vendor-data", test: /node_modules[\\/](@tanstack|i18next|react-i18next)/, priority: 20 },
];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      "/api": { target: "http://localhost:3000", changeOrigin: false },
      // The live socket (carrier staff): its handshake checks the Origin against PUBLIC_ORIGIN.
      "/socket.io": { target: "http://localhost:3000", changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Keep shared modules in shared chunks: merged into the entry, every portal component would load with the explorer.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      // packages/domain is pure by design (ARCHITECTURE §2): importing a constant must not drag in its zod schemas.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ["z"],
      },
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
    },
  },
});
