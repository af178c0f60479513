/**
 * One run of the QPS simulator (`apps/qps-simulator/src/main.ts`) as a child process: spawned under tsx, ready once it
 * prints its port line. The supervisor in `embedded-qps.ts` decides what happens when it ends.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/** The simulator's app folder: its own tsconfig applies, and `--import tsx` resolves from the workspace from there. */
const SIMULATOR_DIR = fileURLToPath(new URL("../../../../qps-simulator/", import.meta.url));
const SIMULATOR_MAIN = fileURLToPath(new URL("../../../../qps-simulator/src/main.ts", import.meta.url));

/** Kept from stderr for the error of a start that failed: enough for a stack trace, not a whole log. */
const STDERR_TAIL_CHARS = 4_000;

export interface SimulatorLaunch {
  dataFile: string;
  delayMs?: number;
  /** 0 for any free port. */
  port: number;
  startTimeoutMs: number;
  /** Every line of output other than the port line. */
  log: (line: string) => void;
}

export interface SimulatorRun {
  child: ChildProcess;
  /** The port it listens on, once it says so; rejects (the child killed) if it exits or stays silent too long. */
  ready: Promise<number>;
}

export function spawnSimulator(launch: SimulatorLaunch): SimulatorRun {
  const child = spawn(process.execPath, ["--import", "tsx", SIMULATOR_MAIN], {
    cwd: SIMULATOR_DIR,
    // The whole environment passes through (PATH, NODE_OPTIONS, proxies); only the simulator's own settings are ours.
    env: {
      ...process.env,
      QPS_SIMULATOR_HOST: "127.0.0.1",
      QPS_SIMULATOR_PORT: String(launch.port),
      QPS_SIMULATOR_DATA_FILE: launch.dataFile,
      ...(launch.delayMs === undefined ? {} : { QPS_SIMULATOR_DELAY_MS: String(launch.delayMs) }),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderrTail = "";
  let resolvePort: (port: number) => void = () => {};
  let isReady = false;
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<number>((resolve, reject) => {
    resolvePort = (port) => {
      clearTimeout(timer);
      resolve(port);
    };
    const fail = (reason: string) => {
      if (isReady) return;
      clearTimeout(timer);
      child.kill("SIGKILL");
      const stderr = stderrTail.trim();
      reject(new Error(`The QPS simulator did not start: ${reason}${stderr ? `\nIts stderr:\n${stderr}` : ""}`));
    };
    timer = setTimeout(() => fail(`it printed no port line within ${launch.startTimeoutMs} ms`), launch.startTimeoutMs);
    child.once("error", (error) => fail(error.message));
    // "close", not "exit": by then stderr has been read to the end, so the error shows why it died.
    child.once("close", (code, signal) => {
      fail(`it exited (${signal ?? `code ${code}`}) before listening`);
    });
  });

  createInterface({ input: child.stdout }).on("line", (line) => {
    const port = isReady ? null : portFromLine(line);
    if (port === null) {
      launch.log(line);
      return;
    }
    isReady = true;
    resolvePort(port);
  });
  createInterface({ input: child.stderr }).on("line", (line) => {
    stderrTail = `${stderrTail}${line}\n`.slice(-STDERR_TAIL_CHARS);
    launch.log(line);
  });
  return { child, ready };
}

/** The port of `{"qpsSimulator":{"port":<port>}}`, the line the simulator prints once listening; null for any other. */
function portFromLine(line: string): number | null {
  if (!line.includes('"qpsSimulator"')) return null;
  try {
    const parsed: unknown = JSON.parse(line);
    const port = (parsed as { qpsSimulator?: { port?: unknown } }).qpsSimulator?.port;
    return typeof port === "number" && Number.isInteger(port) && port > 0 ? port : null;
  } catch {
    return null;
  }
}
