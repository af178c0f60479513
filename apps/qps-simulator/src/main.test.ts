import { type ChildProcessByStdio, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const mainPath = fileURLToPath(new URL("./main.ts", import.meta.url));

type Child = ChildProcessByStdio<null, Readable, Readable>;

/** The first stdout line, or the child's stderr if it exits before printing one. */
function firstLine(child: Child): Promise<string> {
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`main.ts exited ${code} before listening: ${stderr}`)));
  });
}

it("prints its port on one stdout line, answers health and stops with 0 on SIGTERM", async () => {
  const child = spawn(process.execPath, ["--import", "tsx", mainPath], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    env: { ...process.env, QPS_SIMULATOR_PORT: "0", QPS_SIMULATOR_DATA_FILE: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = once(child, "exit");
  try {
    const { port } = JSON.parse(await firstLine(child)).qpsSimulator;
    expect(port).toBeGreaterThan(0);

    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(await health.json()).toEqual({ ok: true });

    child.kill("SIGTERM");
    const [code] = await exited;
    expect(code).toBe(0);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
});
