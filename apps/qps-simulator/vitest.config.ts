import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "qps-simulator",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Two files at a time on the 2-core CI machine (see the root vitest.config.ts).
    maxWorkers: 2,
    testTimeout: 30_000,
  },
});
