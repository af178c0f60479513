/**
 * A PostgreSQL server left running on our data directory by a process that died without stopping it (kill -9, an
 * OOM kill, a closed terminal): the embedded Postgres is a child process, and it outlives its parent. Postgres's own
 * `postmaster.pid` names it (line 1: its pid, line 4: its port). At start we find it and stop it, so that a user never
 * needs `pg_ctl`; a pid file whose process is gone, or that names some other program now, is stale and removed.
 */
import { readFile, rm } from "node:fs/promises";
import path from "node:path";

export interface LeftoverPostmaster {
  pid: number;
  port: number;
}

const POLL_MS = 100;

/** The server's pid file in `dataDir`, or null when there is none or it cannot be read as one. */
export async function readPostmasterPid(dataDir: string): Promise<LeftoverPostmaster | null> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, "postmaster.pid"), "utf8");
  } catch {
    return null;
  }
  const [pidLine, , , portLine] = text.split("\n");
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, port: Number.isInteger(port) ? port : 0 };
}

/** What `/proc` says of a process on Linux: its state letter and command line; null elsewhere or when gone. */
async function procInfo(pid: number): Promise<{ state: string; command: string } | null> {
  if (process.platform !== "linux") return null;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    const command = (await readFile(`/proc/${pid}/cmdline`, "utf8")).replaceAll("\0", " ");
    // The state follows the parenthesised command name, which may itself contain ") ".
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return { state, command };
  } catch {
    return null;
  }
}

/** True while `pid` is a running (not zombie) process; on Linux, one whose command is a Postgres server. */
export async function isRunningPostgres(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but is not ours to signal (a Postgres of another user), which still holds the directory.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (process.platform !== "linux") return true;
  const info = await procInfo(pid);
  // A zombie (Z) has exited; an init that does not reap leaves it in the table, but it holds nothing.
  return info !== null && info.state !== "Z" && /postgres/.test(info.command);
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await isRunningPostgres(pid))) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return !(await isRunningPostgres(pid));
}

/**
 * Finds a Postgres server still running on `dataDir` and stops it: a fast shutdown (SIGINT: active connections
 * end, data is safe), then an immediate one (SIGQUIT) and SIGKILL if it does not go. Postgres recovers from its
 * write-ahead log on the next start either way. A stale pid file is removed. Returns what was stopped, or null.
 */
export async function stopLeftoverPostmaster(
  dataDir: string,
  options: { timeoutMs?: number } = {},
): Promise<LeftoverPostmaster | null> {
  const leftover = await readPostmasterPid(dataDir);
  if (!leftover) return null;
  if (!(await isRunningPostgres(leftover.pid))) {
    await rm(path.join(dataDir, "postmaster.pid"), { force: true });
    return null;
  }
  const timeoutMs = options.timeoutMs ?? 30_000;
  for (const signal of ["SIGINT", "SIGQUIT", "SIGKILL"] as const) {
    try {
      process.kill(leftover.pid, signal);
    } catch {
      // Gone between the check and the signal.
    }
    if (await waitForExit(leftover.pid, signal === "SIGKILL" ? timeoutMs : timeoutMs / 2)) {
      if (signal === "SIGKILL") await rm(path.join(dataDir, "postmaster.pid"), { force: true });
      return leftover;
    }
  }
  throw new Error(
    `A PostgreSQL server (process ${leftover.pid}) is still running on ${dataDir} and did not stop. ` +
      `Stop it (kill ${leftover.pid}), or set DATA_DIR to another directory.`,
  );
}
