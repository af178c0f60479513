import { defineConfig } from "vitest/config";

// One vitest run covers the domain unit tests, the server integration tests and the web tests.
export default defineConfig({
  test: {
    projects: ["packages/domain", "apps/server", "apps/web"],
  },
});
