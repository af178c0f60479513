/**
 * Vitest projects for the web app: jsdom, React, and the shared test setup, in two projects.
 * - "web (shared)": the test files share their worker's modules and window (isolate: false). A new jsdom and a
 *   new import of React, Mantine and the app for each of 70 files cost about half of the web tests' time; the
 *   set-up file puts every module-level store back after each test (src/test/setup.ts).
 * - "web (module mocks)": the files that replace a module with vi.mock run isolated, since a shared module that
 *   an earlier file already imported cannot be replaced. They are found by their `vi.mock(` call.
 */
import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineProject, type TestProjectInlineConfiguration } from "vitest/config";

const TESTS = "src/**/*.test.{ts,tsx}";
const here = import.meta.dirname;
const MODULE_MOCKS = globSync(TESTS, { cwd: here }).filter((file) =>
  readFileSync(path.join(here, file), "utf8").includes("vi.mock("),
);

function webProject(name: string, test: NonNullable<TestProjectInlineConfiguration["test"]>) {
  return {
    extends: false,
    plugins: [react()],
    test: {
      name,
      environment: "jsdom",
      // Two files at a time on the 2-core CI machine (see the root vitest.config.ts).
      maxWorkers: 2,
      setupFiles: ["./src/test/setup.ts"],
      // Tests wait on conditions (findBy*, waitFor); on a busy 2-core machine rendering a big page can take seconds.
      testTimeout: 30_000,
      ...test,
    },
  } satisfies TestProjectInlineConfiguration;
}

export default defineProject({
  test: {
    name: "web",
    projects: [
      webProject("shared", { include: [TESTS], exclude: MODULE_MOCKS, isolate: false }),
      webProject("module mocks", { include: MODULE_MOCKS, isolate: true }),
    ],
  },
});
