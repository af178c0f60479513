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
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
