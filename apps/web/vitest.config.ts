/** Vitest project for the web app: jsdom, React, and the shared test setup. */
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    // Two files at a time on the 2-core CI machine (see the root vitest.config.ts).
    maxWorkers: 2,
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // Tests wait on conditions (findBy*, waitFor); on a busy 2-core machine rendering a big page can take seconds.
    testTimeout: 30_000,
  },
});
