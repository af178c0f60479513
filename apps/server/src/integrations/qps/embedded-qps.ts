/**
 * The embedded default for QPS: the simulator as a supervised child process on 127.0.0.1. If it dies (its "crash"
 * behaviour exits on purpose), it is started again on the same port with the same data file, so `url()` stays valid
 * and the cases it held survive; the HTTP client's retries carry a push across the restart.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { spawnSimulator } from "./simulator-process";

export interface EmbeddedQpsOptions {
  /** Where the simulator keeps its cases (JSON), so that they survive a restart. */
  dataFile: string;
  /** A delay the simulator adds to every answer. */
  delayMs?: number;
  /** The port to listen on; default 0, any free one (kept for every restart). */
  port?: number;
  /** The simulator's output, line by line, and the supervisor's notes; default stderr. */
  log?: (line: string) => void;
  /** How long a start may take before it counts as failed. Default 30 s. */
  startTimeoutMs?: number;
}

export interface EmbeddedQps {
  /** The base URL, e.g. http://127.0.0.1:41234: the same across restarts. */
  url(): string;
  /** The running child's pid, or null between a crash and its restart (for diagnostics and tests). */
  pid(): number | null;
  /** Stops supervising and ends the child: SIGTERM, then SIGKILL if it is still there after 5 s. */
  stop(): Promise<void>;
}

/** A child that lived this long had started fine: its death is a new crash, not a failing start. */
const HEALTHY_RUN_MS = 10_000;
const RESTART_FIRST_DELAY_MS = 100;
const RESTART_MAX_DELAY_MS = 5_000;
const STOP_GRACE_MS = 5_000;

export async function startEmbeddedQps(options: EmbeddedQpsOptions): Promise<EmbeddedQps> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[qps-simulator] ${line}\n`));
  let port = options.port ?? 0;
  let current: ChildProcess | null = null;
  let isStopping = false;
  let restartTimer: NodeJS.Timeout | null = null;
  let quickFailures = 0;

  // A server that exits without stop() (an uncaught error, process.exit) must not leave the simulator behind.
  const killOnExit = () => current?.kill("SIGTERM");
  process.on("exit", killOnExit);

  async function launch(): Promise<void> {
    const run = spawnSimulator({ ...options, port, log, startTimeoutMs: options.startTimeoutMs ?? 30_000 });
    current = run.child;
    port = await run.ready;
    const startedAt = Date.now();
    const child = run.child;
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      if (isStopping || current !== child) return;
      current = null;
      log(`QPS simulator exited (${signal ?? `code ${code}`}); restarting it on port ${port}`);
      scheduleRestart(Date.now() - startedAt >= HEALTHY_RUN_MS);
    };
    if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode, child.signalCode);
    else child.once("exit", onExit);
  }

  /** Restarts at once after a crash, backing off while restarts keep failing (e.g. the port is taken meanwhile). */
  function scheduleRestart(afterHealthyRun: boolean): void {
    quickFailures = afterHealthyRun ? 0 : quickFailures + 1;
    const delay = Math.min(RESTART_FIRST_DELAY_MS * 2 ** quickFailures, RESTART_MAX_DELAY_MS);
    restartTimer = setTimeout(() => {
      restartTimer = null;
      launch().catch((error: Error) => {
        if (isStopping) return;
        current = null;
        log(`QPS simulator did not restart: ${error.message}`);
        scheduleRestart(false);
      });
    }, delay);
  }

  try {
    await launch();
  } catch (error) {
    process.off("exit", killOnExit);
    throw error;
  }

  return {
    url: () => `http://127.0.0.1:${port}`,
    pid: () => current?.pid ?? null,
    async stop() {
      isStopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      process.off("exit", killOnExit);
      const child = current;
      current = null;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      const escalation = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
      await exited;
      clearTimeout(escalation);
    },
  };
}
