/** Vite build of the web app: React, the /api proxy in dev, vendor chunks and the explorer/portal split. */
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Vendor groups keep long-lived libraries out of the app chunks, so a deploy does not bust them. */
const VENDOR_GROUPS = [
  { name: "vendor-react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: "vendor-mantine", test: /node_modules[\\/]@mantine[\\/]/, priority: 20 },
  { name: "vendor-data", test: /node_modules[\\/](@tanstack|i18next|react-i18next)/, priority: 20 },
];

/**
 * Layout modules are loaded with route.lazy per view type. Naming them keeps the explorer tree
 * (explorer layout and explorer features) apart from the portal's layouts in the build output.
 */
const AREA_GROUPS = [
  { name: "explorer", test: /src[\\/](app[\\/]layouts[\\/]explorer|features[\\/]explorer)/, priority: 10 },
  {
    name: "portal",
    test: /src[\\/]app[\\/]layouts[\\/](internal|hub|broker|ben-admin|outside-signer)|src[\\/]features[\\/](session|feature-toggles|service-status)/,
    priority: 10,
  },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [...VENDOR_GROUPS, ...AREA_GROUPS] } },
    },
  },
});
