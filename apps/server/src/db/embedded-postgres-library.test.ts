/**
 * Loading the embedded Postgres must not take over the process's exit code: the library's exit hook used to call
 * process.exit(0) when the loop emptied, so a vitest run with failing server tests exited 0 and CI passed it.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MODULE = fileURLToPath(new URL("./embedded-postgres.ts", import.meta.url));

describe("the embedded Postgres module", () => {
  it("leaves the exit code a process sets", () => {
    const script = `import(${JSON.stringify(MODULE)}).then(() => { process.exitCode = 3; });`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(3);
  });
});
