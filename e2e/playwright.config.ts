/**
 * Playwright drives Debian's Chromium headless shell (never a downloaded browser) against the real app: the server is
 * started on its own ports with a fresh embedded Postgres data directory and the demo seed, and sends its
 * e-mail over real SMTP to a local catcher that the specs read (support/smtp-catcher.ts, support/mailbox.ts).
 */
import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT, SMTP_PORT, SMTP_URL } from "./support/mail-settings";
import { QPS_DELAY_MS, QPS_PORT, QPS_URL } from "./support/qps";

const PORT = E2E_PORT;
const EXPLORER_PORT = PORT + 1;
const DATA_DIR = ".data/e2e";
const BROWSER = { ...devices["Desktop Chrome"], channel: undefined };
// Debian's Chromium headless shell (decision 016): the same Blink as /usr/bin/chromium without the browser's own
// UI, GPU process and Debian's extra flags; the suite takes about a sixth less time on a 2-core machine.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // A 2-core CI machine running two browsers and the server answers slowly at times: conditions get time to hold.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test keeps its trace: the actions, DOM snapshots, network and console. Not the screencast: recording
    // it in every test (traces are taken before a test is known to fail) cost about 40 % of the run's time here.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: CHROMIUM,
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
  projects: [
    // Signs in once per shared role and saves the signed-in state under .auth/ (support/auth-state.ts).
    { name: "setup", testMatch: /auth\.setup\.ts$/, use: BROWSER },
    { name: "chromium", use: BROWSER, dependencies: ["setup"] },
  ],
  // Started in this order, each once it is ready; Playwright starts webServers before any globalSetup, so the
  // catcher is the first of them: it must be listening before the app can send mail.
  webServer: [
    {
      command: "npx tsx support/smtp-catcher.ts",
      port: SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // QPS, as an outside system the server is configured with (QPS_URL), so that specs reach its control API.
      command: "npx tsx ../apps/qps-simulator/src/main.ts",
      url: `${QPS_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { QPS_SIMULATOR_PORT: String(QPS_PORT), QPS_SIMULATOR_DELAY_MS: String(QPS_DELAY_MS) },
    },
    {
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
        // Every spec signs in from 127.0.0.1: the per-address limits (tested in the server's own tests) are raised.
        RATE_LIMIT_MAX: "5000",
        AUTHN_RATE_LIMIT_MAX: "1000",
        ACCOUNT_EMAIL_RATE_LIMIT_MAX: "1000",
        EXPLORER_FORM_RATE_LIMIT_MAX: "1000",
        SMTP_URL,
        QPS_URL,
      },
    },
  ],
});
