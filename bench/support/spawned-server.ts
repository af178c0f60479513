/**
 * The whole app in a process of its own (mixed-load/server-process.ts: embedded Postgres, the demo seed, a free
 * port), so that a load generator does not share its event loop: what the server alone spends is what is measured.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

export interface SpawnedServer {
  child: ChildProcess;
  origin: string;
  databaseUrl: string;
}

export async function startServerProcess(): Promise<SpawnedServer> {
  const entry = new URL("../mixed-load/server-process.ts", import.meta.url).pathname;
  // BENCH_SERVER_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_SERVER_CPU_PROF;
  const flags = profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...flags, "--import", "tsx", entry], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> });
  const exited = new Promise<never>((_resolve, reject) =>
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`))),
  );
  const ready = new Promise<{ origin: string; databaseUrl: string }>((resolve) =>
    lines.once("line", (line) => resolve(JSON.parse(line))),
  );
  return { child, ...(await Promise.race([ready, exited])) };
}

export async function stopServerProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
