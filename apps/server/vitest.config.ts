import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    // Two files at a time on the 2-core CI machine (see the root vitest.config.ts).
    maxWorkers: 2,
    isolate: false,
    globalSetup: ["test/global-setup.ts"],
    // A test that builds its own app (a different env per test) waits for its plugins as a hook would: up to
    // TEST_PLUGIN_TIMEOUT_MS (60 s, test/test-app.ts) on a loaded machine. (The 30-60 s hangs once put down to load
    // were the realtime adapter's pool never ending; see realtime/adapter-pool.ts.)
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
