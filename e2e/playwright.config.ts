/**
 * Playwright drives Debian's Chromium (never a downloaded browser) against the real app: the server is
 * started on its own ports with a fresh embedded Postgres data directory and the demo seed.
 */
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const EXPLORER_PORT = PORT + 1;
const DATA_DIR = ".data/e2e";

export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf ../${DATA_DIR} && npx tsx ../apps/server/src/server.ts`,
    url: `http://localhost:${PORT}/api/configuration`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      EXPLORER_PORT: String(EXPLORER_PORT),
      DATA_DIR,
      APP_ENV: "local",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "5000",
    },
  },
});
