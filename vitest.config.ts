import { defineConfig } from "vitest/config";

// One vitest run covers the domain unit tests, the server integration tests and the web tests. Each project sets
// `maxWorkers: 2` itself (a project does not inherit it from here): vitest's default for a run is one worker fewer
// than the cores, which on the 2-core CI machine ran the 220 files one at a time.
export default defineConfig({
  test: {
    projects: ["packages/domain", "apps/server", "apps/qps-simulator", "apps/web"],
  },
});
